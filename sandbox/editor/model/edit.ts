/**
 * The structured editor's changes to a field's words and rules. Rules change in both languages at
 * once, words in the one named, so the two can never disagree on anything but words. Structure
 * (editStructure.ts) and choices (editChoices.ts) are re-exported: one import for every change.
 */
import { fieldAt, messageKey, uiAt, uiSteps } from './locate.ts';
import { eachLanguage, nameOf, oneLanguage, setOrDelete, type Pair } from './pairEdit.ts';
import { consentLabel, splitConsent } from './read.ts';
import {
  isJson,
  type FieldPath,
  type Json,
  type Lang,
  type NumberRule,
  type WordKey,
} from './types.ts';

export * from './editChoices.ts';
export * from './editStructure.ts';
export { consentLabel } from './read.ts';
export { nameFromLabel, type Pair } from './pairEdit.ts';

/** One of a field's words (label, placeholder, help, a consent's link words) in `lang`. */
export function setWord(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  key: WordKey,
  value: string,
): Pair {
  const inUi = key === 'placeholder' || key === 'help';
  return eachLanguage(pair, (pkg, each) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    // A word in the uiSchema needs the field's uiSchema object in both languages, or the two
    // would differ in more than words (the check's "is missing in EN").
    const ui = uiAt(pkg.uiSchema, uiSteps(path), inUi && value !== '');
    if (each !== lang) return;
    if (inUi) {
      if (ui) setOrDelete(ui, key === 'placeholder' ? 'ui:placeholder' : 'ui:help', value);
    } else if (ui?.['ui:widget'] === 'markupCheckbox') {
      const now = splitConsent(typeof field.schema.title === 'string' ? field.schema.title : '');
      const words = key === 'label' ? value : now.words;
      const link = key === 'link' ? value : now.link;
      setOrDelete(field.schema, 'title', consentLabel(words, now.href, link));
    } else if (key === 'label') setOrDelete(field.schema, 'title', value);
  });
}

/** A consent's link address, the same in both languages. */
export function setLinkAddress(pair: Pair, path: FieldPath, href: string): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const now = splitConsent(typeof field.schema.title === 'string' ? field.schema.title : '');
    setOrDelete(field.schema, 'title', consentLabel(now.words, href, now.link || 'link'));
  });
}

/** The field's own message for a rule in `lang` (`''` falls back to the shared message). */
export function setMessage(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  rule: string,
  value: string,
): Pair {
  return oneLanguage(pair, lang, (pkg) => {
    const key = messageKey(path);
    const own = isJson(pkg.messages[key]) ? (pkg.messages[key] as Json) : {};
    setOrDelete(own, rule, value);
    if (Object.keys(own).length > 0) pkg.messages[key] = own;
    else delete pkg.messages[key];
  });
}

export function setRequired(pair: Pair, path: FieldPath, required: boolean): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const name = nameOf(path);
    const ui = uiAt(pkg.uiSchema, uiSteps(path));
    if (ui?.['ui:widget'] === 'markupCheckbox') {
      // A consent that is required must be ticked: `const: true`, as the operator's lists say it.
      setOrDelete(field.schema, 'const', required ? true : undefined);
      return;
    }
    const holder = field.container.holder;
    const list = Array.isArray(holder.required) ? holder.required.filter((n) => n !== name) : [];
    if (required) list.push(name);
    setOrDelete(holder, 'required', list.length > 0 ? list : undefined);
  });
}

/** A bound or length; `undefined` removes it. */
export function setNumberRule(
  pair: Pair,
  path: FieldPath,
  rule: NumberRule,
  value: number | undefined,
): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (field) setOrDelete(field.schema, rule, value);
  });
}

/** The pattern a value must match; `undefined` removes it. */
export function setPattern(pair: Pair, path: FieldPath, pattern: string | undefined): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (field) setOrDelete(field.schema, 'pattern', pattern);
  });
}

/** Writes a group's order in both languages (names listed in full, as a person sees them). */
/** The box the portal draws for the field (`ui:widget`), the same in both languages. */
export function setWidget(pair: Pair, path: FieldPath, widget: string | undefined): Pair {
  return eachLanguage(pair, (pkg) => {
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    setOrDelete(ui, 'ui:widget', widget);
  });
}
