/**
 * The words of a translation package, English and Swahili side by side, found by a search box:
 * what an editor changes in a translation without reading its JSON.
 */
import { useDeferredValue, useState } from 'react';
import { useEditor } from './editorContext.ts';
import { LanguageColumns } from './LanguageColumns.tsx';
import type { WordRow } from './model/translationWords.ts';
import { LANGS, type Lang } from './model/types.ts';

export interface TranslationTableProps {
  rows: readonly WordRow[] | undefined;
  onChange: (lang: Lang, key: string, value: string) => void;
}

/** At most this many rows at once: a phone keeps typing smoothly; the search finds the rest. */
const SHOWN = 60;

export function TranslationTable({ rows, onChange }: TranslationTableProps) {
  const { ft, languageName } = useEditor();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  if (!rows) return <p className="ed-problems">{ft.brokenWords}</p>;
  const found = rows.filter(
    (r) =>
      !deferred ||
      r.key.toLowerCase().includes(deferred) ||
      LANGS.some((l) => r.text[l]?.toLowerCase().includes(deferred)),
  );
  return (
    <>
      <h2 id="ed-fields-heading" tabIndex={-1}>
        {ft.wordsHeading}
      </h2>
      <label className="ed-rule">
        {ft.findWords}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <p>{ft.wordsShown(Math.min(found.length, SHOWN), found.length)}</p>
      <table className="ed-words">
        <caption className="ed-hidden">{ft.wordsHeading}</caption>
        <LanguageColumns first={ft.wordKey} />
        <tbody>
          {found.slice(0, SHOWN).map((row) => (
            <tr key={row.key}>
              <th scope="row" className="ed-mono">
                {row.key}
              </th>
              {LANGS.map((lang) => (
                <td key={lang} lang={lang}>
                  <input
                    value={row.text[lang] ?? ''}
                    aria-label={ft.inLanguage(row.key, languageName(lang))}
                    onChange={(e) => onChange(lang, row.key, e.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
