/** A list of the check's or the service's problems, each with its path and, for a pair, its language. */
import type { PairLanguage } from '../../src/forms/packageCheck.ts';
import type { ServiceProblem } from './api.ts';
import type { EditorTexts } from './texts.ts';

export const languageLabel = (t: EditorTexts, lang: PairLanguage) =>
  lang === 'en' ? t.english : lang === 'sw' ? t.swahili : t.bothLanguages;

export function ProblemList({
  label,
  problems,
  t,
}: {
  label: string;
  problems: ServiceProblem[];
  t: EditorTexts;
}) {
  if (problems.length === 0) return null;
  return (
    <ul aria-label={label} className="ed-problems">
      {problems.map((p, i) => (
        <li key={`${i}-${p.lang ?? ''}-${p.path}`}>
          {p.lang && <strong>{languageLabel(t, p.lang)} </strong>}
          <code>{p.path}</code>: {p.message}
        </li>
      ))}
    </ul>
  );
}
