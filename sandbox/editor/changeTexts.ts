/**
 * The words of a package's changes (model/changes.ts) in the editor's language. Apart from
 * texts.ts, which the editor's page owns, so the versions list and the summary share one wording.
 */
import type {
  Change,
  ChoiceRef,
  ConditionRef,
  FieldRef,
  Labels,
  ValueRule,
} from './model/changes.ts';
import { otherLang, type Lang, type WordKey } from './model/types.ts';

/** Each sentence gets the field's label (and other names) already in the editor's language. */
const en = {
  heading: 'What changes for subscribers',
  none: 'No changes from the live version.',
  column: 'Changes',
  noneValue: 'none',
  yes: 'Yes',
  no: 'No',
  language: { en: 'English', sw: 'Swahili' } as Record<Lang, string>,
  ruleName: {
    minLength: 'minimum length',
    maxLength: 'maximum length',
    minimum: 'minimum',
    maximum: 'maximum',
    pattern: 'pattern',
    format: 'format',
    widget: 'input type',
    link: 'link address',
    // A message's rule: the message a person sees when they leave the field empty.
    required: 'an empty answer',
  } as Record<ValueRule | 'required', string>,
  title: (lang: string, from: string, to: string) => `${lang} form title: ${from} → ${to}`,
  added: (field: string) => `New field: ${field}`,
  removed: (field: string) => `Removed field: ${field}`,
  order: (order: string) => `Fields now in this order: ${order}`,
  groupOrder: (group: string, order: string) => `Fields of ${group} now in this order: ${order}`,
  required: (field: string) => `${field} is now required`,
  optional: (field: string) => `${field} is now optional`,
  rule: (field: string, rule: string, from: string, to: string) =>
    `${field}: ${rule} ${from} → ${to}`,
  words: {
    label: (lang: string, field: string) => `${lang} label of ${field} changed`,
    placeholder: (lang: string, field: string) => `${lang} placeholder of ${field} changed`,
    help: (lang: string, field: string) => `${lang} help text of ${field} changed`,
    link: (lang: string, field: string) => `${lang} link words of ${field} changed`,
  } as Record<WordKey, (lang: string, field: string) => string>,
  choiceWords: (lang: string, choice: string, field: string) =>
    `${lang} label of the choice ${choice} of ${field} changed`,
  message: (lang: string, rule: string, field: string) =>
    `${lang} message of ${field} for ${rule} changed`,
  choicesAdded: (field: string, choices: string) => `New choices for ${field}: ${choices}`,
  choicesRemoved: (field: string, choices: string) => `Choices removed from ${field}: ${choices}`,
  choicesOrder: (field: string, order: string) => `Choices of ${field} now in this order: ${order}`,
  shownWhen: (field: string, on: string, answer: string) =>
    `${field} shows only when ${on} is ${answer}`,
  alwaysShown: (field: string) => `${field} now always shows`,
};

export type ChangeTexts = typeof en & { lang: Lang };

const sw: typeof en = {
  heading: 'Kinachobadilika kwa wateja',
  none: 'Hakuna mabadiliko kutoka toleo lililo hewani.',
  column: 'Mabadiliko',
  noneValue: 'hakuna',
  yes: 'Ndiyo',
  no: 'Hapana',
  language: { en: 'Kiingereza', sw: 'Kiswahili' },
  ruleName: {
    minLength: 'urefu wa chini',
    maxLength: 'urefu wa juu',
    minimum: 'kiwango cha chini',
    maximum: 'kiwango cha juu',
    pattern: 'muundo',
    format: 'aina ya data',
    widget: 'aina ya kisanduku',
    link: 'anwani ya kiungo',
    required: 'jibu tupu',
  },
  title: (lang, from, to) => `Kichwa cha fomu (${lang}): ${from} → ${to}`,
  added: (field) => `Sehemu mpya: ${field}`,
  removed: (field) => `Sehemu imeondolewa: ${field}`,
  order: (order) => `Mpangilio mpya wa sehemu: ${order}`,
  groupOrder: (group, order) => `Mpangilio mpya wa sehemu za ${group}: ${order}`,
  required: (field) => `Sasa ni lazima kujaza ${field}`,
  optional: (field) => `Sasa si lazima kujaza ${field}`,
  rule: (field, rule, from, to) => `${field}: ${rule} ${from} → ${to}`,
  // One sentence per word: the verb agrees with its noun's class (lebo: i-, maandishi: ya-).
  words: {
    label: (lang, field) => `Lebo ya ${lang} ya ${field} imebadilika`,
    placeholder: (lang, field) => `Maandishi ya mfano ya ${lang} ya ${field} yamebadilika`,
    help: (lang, field) => `Maelezo ya msaada ya ${lang} ya ${field} yamebadilika`,
    link: (lang, field) => `Maneno ya kiungo ya ${lang} ya ${field} yamebadilika`,
  },
  choiceWords: (lang, choice, field) =>
    `Lebo ya ${lang} ya chaguo ${choice} la ${field} imebadilika`,
  message: (lang, rule, field) => `Ujumbe wa ${lang} wa ${field} kuhusu ${rule} umebadilika`,
  choicesAdded: (field, choices) => `Machaguo mapya ya ${field}: ${choices}`,
  choicesRemoved: (field, choices) => `Machaguo yaliyoondolewa kwenye ${field}: ${choices}`,
  choicesOrder: (field, order) => `Mpangilio mpya wa machaguo ya ${field}: ${order}`,
  shownWhen: (field, on, answer) => `${field} huonekana tu wakati jibu la ${on} ni ${answer}`,
  alwaysShown: (field) => `${field} sasa huonekana kila wakati`,
};

export const changeTexts: Record<Lang, ChangeTexts> = {
  en: { ...en, lang: 'en' },
  sw: { ...sw, lang: 'sw' },
};

/** A name in the editor's language, else the other language's, else the technical name. */
const pick = (labels: Labels, lang: Lang, fallback: string) =>
  labels[lang] || labels[otherLang(lang)] || fallback;

const fieldName = (field: FieldRef, t: ChangeTexts) => pick(field.labels, t.lang, field.name);

function choiceName(choice: ChoiceRef, t: ChangeTexts) {
  const fallback =
    typeof choice.value === 'boolean' ? (choice.value ? t.yes : t.no) : String(choice.value);
  return pick(choice.labels, t.lang, fallback);
}

const list = (names: string[]) => names.join(', ');
const valueOf = (value: string | number | undefined, t: ChangeTexts) =>
  value === undefined || value === '' ? t.noneValue : String(value);

const shownWhen = (field: string, c: ConditionRef, t: ChangeTexts) =>
  t.shownWhen(field, fieldName(c.field, t), choiceName(c.answer, t));

/** One sentence for one change, in the language of `t`. */
export function describeChange(change: Change, t: ChangeTexts): string {
  if (change.kind === 'title')
    return t.title(t.language[change.lang], change.from || t.noneValue, change.to || t.noneValue);
  if (change.kind === 'order') {
    const order = list(change.order.map((f) => fieldName(f, t)));
    return change.group ? t.groupOrder(fieldName(change.group, t), order) : t.order(order);
  }
  const field = fieldName(change.field, t);
  switch (change.kind) {
    case 'added':
      return t.added(field);
    case 'removed':
      return t.removed(field);
    case 'required':
      return change.to ? t.required(field) : t.optional(field);
    case 'rule':
      return t.rule(field, t.ruleName[change.rule], valueOf(change.from, t), valueOf(change.to, t));
    case 'words':
      return t.words[change.word](t.language[change.lang], field);
    case 'choiceWords':
      return t.choiceWords(t.language[change.lang], choiceName(change.choice, t), field);
    case 'message': {
      const rule = (t.ruleName as Record<string, string>)[change.rule] ?? change.rule;
      return t.message(t.language[change.lang], rule, field);
    }
    case 'choicesAdded':
      return t.choicesAdded(field, list(change.choices.map((c) => choiceName(c, t))));
    case 'choicesRemoved':
      return t.choicesRemoved(field, list(change.choices.map((c) => choiceName(c, t))));
    case 'choicesOrder':
      return t.choicesOrder(field, list(change.order.map((c) => choiceName(c, t))));
    case 'condition':
      return change.to ? shownWhen(field, change.to, t) : t.alwaysShown(field);
  }
}

/** Every change as a sentence in `lang`. */
export const describeChanges = (changes: readonly Change[], lang: Lang): string[] =>
  changes.map((c) => describeChange(c, changeTexts[lang]));
