/**
 * What a person sees of one field, English and Swahili side by side: label, placeholder, help, a
 * consent's link words and the field's own messages. Each box changes one language only.
 */
import { useEditor } from './editorContext.ts';
import { LanguageColumns } from './LanguageColumns.tsx';
import { setMessage, setWord } from './model/edit.ts';
import { LANGS, type FieldView, type Lang, type WordKey } from './model/types.ts';

const PLACEHOLDER_KINDS = new Set(['text', 'number', 'amount', 'phone', 'email', 'date', 'other']);

/** The words a kind of field shows. */
export function wordKeysOf(field: FieldView): WordKey[] {
  const keys: WordKey[] = ['label'];
  if (PLACEHOLDER_KINDS.has(field.kind)) keys.push('placeholder');
  keys.push('help');
  if (field.kind === 'consent') keys.push('link');
  return keys;
}

export function WordsTable({ field, label }: { field: FieldView; label: string }) {
  const { ft, languageName, apply, sharedMessage } = useEditor();
  const key = field.path.join('/');
  const rules = [...new Set(LANGS.flatMap((l) => Object.keys(field.words[l].messages)))];
  const messageCell = (lang: Lang, rule: string) => {
    const value = field.words[lang].messages[rule] ?? '';
    const name = ft.inLanguage(ft.messageWord(ft.ruleNames[rule] ?? rule), languageName(lang));
    if (value.startsWith('@'))
      return (
        <span>
          {sharedMessage(lang, value.slice(1)) ?? value} <em>({ft.sharedMessage})</em>
        </span>
      );
    return (
      <input
        value={value}
        aria-label={name}
        onChange={(e) =>
          apply(
            (p) => setMessage(p, lang, field.path, rule, e.target.value),
            `${lang}:${key}:m:${rule}`,
          )
        }
      />
    );
  };
  return (
    <table className="ed-words">
      <caption>{ft.wordsCaption(label)}</caption>
      <LanguageColumns first={ft.word} />
      <tbody>
        {wordKeysOf(field).map((word) => (
          <tr key={word}>
            <th scope="row">{ft.words[word]}</th>
            {LANGS.map((lang) => (
              <td key={lang} lang={lang}>
                <input
                  value={field.words[lang][word]}
                  aria-label={ft.inLanguage(ft.words[word], languageName(lang))}
                  aria-invalid={
                    word === 'label' && field.words[lang].label.trim() === '' ? true : undefined
                  }
                  onChange={(e) =>
                    apply(
                      (p) => setWord(p, lang, field.path, word, e.target.value),
                      `${lang}:${key}:${word}`,
                    )
                  }
                />
              </td>
            ))}
          </tr>
        ))}
        {rules.map((rule) => (
          <tr key={`m-${rule}`}>
            <th scope="row">{ft.messageWord(ft.ruleNames[rule] ?? rule)}</th>
            {LANGS.map((lang) => (
              <td key={lang} lang={lang}>
                {messageCell(lang, rule)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
