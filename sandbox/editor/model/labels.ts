/** How the editor names a field to a person: its label in the editor's language, else the other's. */
import { otherLang, type FieldView, type Lang } from './types.ts';

export const fieldLabel = (field: FieldView, lang: Lang): string =>
  field.words[lang].label.trim() || field.words[otherLang(lang)].label.trim() || field.name;

/** The words of one answer of a choice or yes/no field. */
export const answerLabel = (field: FieldView, value: unknown, lang: Lang): string => {
  const index = field.choices.findIndex((c) => c === value);
  return (
    (index >= 0 &&
      (field.words[lang].choices[index] || field.words[otherLang(lang)].choices[index])) ||
    String(value)
  );
};

/** A DOM id for a field's card. */
export const fieldDomId = (path: readonly string[]) =>
  `ed-field-${path.map((s) => (s === '[]' ? 'item' : s.replace(/[^A-Za-z0-9_-]/g, '_'))).join('-')}`;
