/**
 * A choice field's answers: their words per language, and adding, moving or removing one in both
 * languages at once (`enum` with `ui:enumNames`, or `oneOf` items with `const` and `title`).
 */
import { fieldAt, uiAt, uiSteps } from './locate.ts';
import { eachLanguage, nameFromLabel, type Pair } from './pairEdit.ts';
import { choiceValues } from './read.ts';
import { isJson, type FieldPath, type Lang } from './types.ts';

/** The label of choice `index` in `lang`. */
export function setChoiceLabel(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  index: number,
  label: string,
): Pair {
  return eachLanguage(pair, (pkg, each) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    if (Array.isArray(field.schema.oneOf)) {
      const item = field.schema.oneOf[index];
      if (each === lang && isJson(item)) item.title = label;
      return;
    }
    // Labels of an `enum` live in `ui:enumNames`: made in both languages at once (the values,
    // as the engine shows them without labels), so the two keep the same shape.
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    const names = Array.isArray(ui['ui:enumNames'])
      ? [...(ui['ui:enumNames'] as unknown[])]
      : choiceValues(field.schema).map(String);
    if (each === lang) names[index] = label;
    ui['ui:enumNames'] = names;
  });
}

/** Changes the choices of every language the same way: `reorder` gets and returns index lists. */
function reshapeChoices(
  pair: Pair,
  path: FieldPath,
  reorder: (indexes: number[]) => number[],
  added?: { value: string; labels: Record<Lang, string> },
): Pair {
  return eachLanguage(pair, (pkg, lang) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    if (Array.isArray(field.schema.oneOf)) {
      const items = [...(field.schema.oneOf as unknown[])];
      const next = reorder(items.map((_, i) => i)).map((i) => items[i]);
      if (added) next.push({ const: added.value, title: added.labels[lang] });
      field.schema.oneOf = next;
      return;
    }
    const values = Array.isArray(field.schema.enum) ? [...(field.schema.enum as unknown[])] : [];
    const names = Array.isArray(ui['ui:enumNames'])
      ? (ui['ui:enumNames'] as unknown[])
      : values.map(String);
    const indexes = reorder(values.map((_, i) => i));
    field.schema.enum = [...indexes.map((i) => values[i]), ...(added ? [added.value] : [])];
    ui['ui:enumNames'] = [
      ...indexes.map((i) => names[i] ?? String(values[i])),
      ...(added ? [added.labels[lang]] : []),
    ];
  });
}

/** A new choice at the end; its value is made from its English label, unique among the values. */
export function addChoice(pair: Pair, path: FieldPath, labels: Record<Lang, string>): Pair {
  const field = fieldAt(pair.en.schema, path);
  const taken = field ? choiceValues(field.schema).map(String) : [];
  const value = nameFromLabel(labels.en || labels.sw || 'choice', taken).toUpperCase();
  return reshapeChoices(pair, path, (i) => i, { value, labels });
}

export const moveChoice = (pair: Pair, path: FieldPath, index: number, by: -1 | 1): Pair =>
  reshapeChoices(pair, path, (indexes) => {
    const to = index + by;
    if (to < 0 || to >= indexes.length) return indexes;
    const next = [...indexes];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  });

export const removeChoice = (pair: Pair, path: FieldPath, index: number): Pair =>
  reshapeChoices(pair, path, (indexes) => indexes.filter((i) => i !== index));
