/**
 * A choice field's answers: each with its words in English and Swahili (what is sent stays the
 * same), moved up or down, removed, and new ones added.
 */
import { useState } from 'react';
import { useEditor } from './editorContext.ts';
import { answerLabel } from './model/labels.ts';
import { addChoice, moveChoice, removeChoice, setChoiceLabel } from './model/edit.ts';
import { LANGS, type FieldView, type Lang } from './model/types.ts';

export function ChoicesEditor({ field, label }: { field: FieldView; label: string }) {
  const { ft, uiLang, languageName, apply, announce } = useEditor();
  const [fresh, setFresh] = useState<Record<Lang, string>>({ en: '', sw: '' });
  const key = field.path.join('/');
  const fixed = field.kind === 'yesno';
  const add = () => {
    if (!fresh.en.trim() && !fresh.sw.trim()) {
      announce(ft.needLabel);
      return;
    }
    apply((p) => addChoice(p, field.path, { en: fresh.en.trim(), sw: fresh.sw.trim() }));
    announce(ft.choiceAdded(fresh[uiLang].trim() || fresh.en.trim() || fresh.sw.trim()));
    setFresh({ en: '', sw: '' });
  };
  return (
    <fieldset className="ed-choices">
      <legend>{ft.choicesLegend(label)}</legend>
      <ol>
        {field.choices.map((value, index) => {
          const name = `${ft.choiceWord(index + 1)} (${answerLabel(field, value, uiLang)})`;
          return (
            <li key={`${String(value)}-${index}`}>
              {LANGS.map((lang) => (
                <label key={lang} lang={lang} className="ed-rule">
                  {ft.inLanguage(ft.choiceWord(index + 1), languageName(lang))}
                  <input
                    value={field.words[lang].choices[index] ?? ''}
                    onChange={(e) =>
                      apply(
                        (p) => setChoiceLabel(p, lang, field.path, index, e.target.value),
                        `${lang}:${key}:c${index}`,
                      )
                    }
                  />
                </label>
              ))}
              <span className="ed-value">{ft.choiceValue(String(value))}</span>
              {!fixed && (
                <span className="ed-buttons">
                  <button
                    type="button"
                    aria-label={ft.moveChoiceUp(name)}
                    onClick={() => apply((p) => moveChoice(p, field.path, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={ft.moveChoiceDown(name)}
                    onClick={() => apply((p) => moveChoice(p, field.path, index, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={ft.removeChoice(name)}
                    onClick={() => apply((p) => removeChoice(p, field.path, index))}
                  >
                    ✕
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!fixed && (
        <div className="ed-add-choice">
          {LANGS.map((lang) => (
            <label key={lang} lang={lang} className="ed-rule">
              {ft.inLanguage(ft.newChoice, languageName(lang))}
              <input
                value={fresh[lang]}
                onChange={(e) => setFresh((f) => ({ ...f, [lang]: e.target.value }))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') add();
                }}
              />
            </label>
          ))}
          <button type="button" onClick={add}>
            {ft.addChoice}
          </button>
        </div>
      )}
    </fieldset>
  );
}
