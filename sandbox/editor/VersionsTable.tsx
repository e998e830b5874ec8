/**
 * The versions of one language of a package, newest first, with the other language's version it
 * was published together with, and a Restore button on every row that is not live.
 */
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';
import type { VersionRow } from './api.ts';
import { changeTexts, describeChanges } from './changeTexts.ts';
import { EDITOR_TEXTS, type EditorLanguage, type EditorTexts } from './texts.ts';

export interface VersionsTableProps {
  heading: string;
  rows: VersionRow[];
  otherName: string;
  busy: boolean;
  onRestore: (n: number) => void;
  t: EditorTexts;
  lang: PackageLanguage;
  /** The editor's language, for the words of each version's changes; else the language of `t`. */
  language?: EditorLanguage;
}

export function VersionsTable({
  heading,
  rows,
  otherName,
  busy,
  onRestore,
  t,
  lang,
  language = t === EDITOR_TEXTS.sw ? 'sw' : 'en',
}: VersionsTableProps) {
  const headingId = `ed-versions-heading-${lang}`;
  const c = changeTexts[language];
  return (
    // Not a landmark itself: the scroll region below is the one named by the heading (two nested
    // regions of the same name are read out twice, and axe's landmark-unique refuses them).
    <section>
      <h2 id={headingId}>{heading}</h2>
      {/* A phone is narrower than the table: it scrolls sideways on its own, not the page. */}
      {/* Focusable, so a keyboard can scroll it even when no row has a Restore button. */}
      <div
        className="ed-versions-scroll"
        role="region"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="ed-versions">
          <thead>
            <tr>
              <th scope="col">{t.version}</th>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.size}</th>
              <th scope="col">{t.live}</th>
              <th scope="col">{t.pairedWithHeading}</th>
              <th scope="col">{c.column}</th>
              <th scope="col">
                <span className="ed-hidden">{t.restore(0).replace(/\s*0$/, '')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.version}>
                <td>
                  {row.version}
                  {row.version === 0 ? ` (${t.shipped})` : ''}
                </td>
                <td>
                  <time dateTime={row.time}>{row.time.slice(0, 16).replace('T', ' ')} UTC</time>
                </td>
                <td>{row.size}</td>
                <td>{row.live ? t.live : ''}</td>
                <td>
                  {row.pairedWith === undefined ? '' : t.pairedWith(otherName, row.pairedWith)}
                </td>
                <td>
                  <ChangeList sentences={describeChanges(row.changes ?? [], language)} />
                </td>
                <td>
                  {!row.live && (
                    <button type="button" disabled={busy} onClick={() => onRestore(row.version)}>
                      {t.restore(row.version)}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ChangeList({ sentences }: { sentences: string[] }) {
  if (sentences.length === 0) return null;
  return (
    <ul className="ed-version-changes">
      {sentences.map((sentence, i) => (
        <li key={`${i}-${sentence}`}>{sentence}</li>
      ))}
    </ul>
  );
}
