/**
 * What a subscriber will notice if the draft goes live: the changes from the live version, as
 * sentences in the editor's language. Read when the person looks, not announced: a draft changes
 * with every keystroke, and a live region would talk over their typing.
 */
import { useId } from 'react';
import { changeTexts, describeChanges } from './changeTexts.ts';
import type { Change } from './model/changes.ts';
import type { Lang } from './model/types.ts';

export interface ChangeSummaryProps {
  changes: readonly Change[];
  /** The editor's language. */
  language: Lang;
}

export function ChangeSummary({ changes, language }: ChangeSummaryProps) {
  const headingId = useId();
  const t = changeTexts[language];
  const sentences = describeChanges(changes, language);
  return (
    <section aria-labelledby={headingId} className="ed-changes">
      <h2 id={headingId}>{t.heading}</h2>
      {sentences.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {sentences.map((sentence, i) => (
            // Two fields may share a label, so two sentences can be alike: the place keeps
            // the keys apart.
            <li key={`${i}-${sentence}`}>{sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
