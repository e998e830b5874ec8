/**
 * The one error-message module of the portal (FORM-2 to FORM-7, REC-6, WAL-5). Every message is looked up in the
 * i18next namespace `validation-translation` (nested keys below) with the spec's English text as
 * default, so a missing translation still shows the right English words.
 */
import { textAt } from '../content/textAt.ts';
import { ADDRESS_FIELDS } from './widgetNames.ts';
import type { FieldMessages } from './formPackage.ts';
import type { RICH_MESSAGES } from './richMessages.ts';
import { DEFAULT_MESSAGES } from './defaultMessages.ts';

/** The i18next namespace of every engine text. */
export const VALIDATION_NAMESPACE = 'validation-translation';

export { DEFAULT_MESSAGES };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of {@link DEFAULT_MESSAGES} or of the rich part's, e.g. `mobile.invalid`. */
export type MessageKey = Leaves<typeof DEFAULT_MESSAGES> | Leaves<typeof RICH_MESSAGES>;

/**
 * FORM-19: the English defaults of words only rich forms use (lists, choices, the error summary)
 * come with the rich part of the engine, which registers them; until then no rich form is shown.
 */
let richDefaults: object | undefined;
export const registerRichMessages = (defaults: object) => {
  richDefaults = defaults;
};

/** The part of i18next's `t` the module needs (keeps it free of React and of one i18n instance). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The English default of a key, or undefined when the key does not exist. */
export function defaultText(key: string): string | undefined {
  return textAt(DEFAULT_MESSAGES, key) ?? (richDefaults ? textAt(richDefaults, key) : undefined);
}

/** Translates one message of the module. */
export function message(
  t: Translate,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  return t(key, {
    ns: VALIDATION_NAMESPACE,
    defaultValue: defaultText(key),
    ...vars,
    interpolation: { escapeValue: false },
  });
}

/** Formats a TZS bound for a message: `1,000,000` in English and its Swahili form. */
export function formatAmount(n: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('sw') ? 'sw-TZ' : 'en-TZ').format(n);
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
    name in vars ? String(vars[name]) : all,
  );

/**
 * A schema-supplied message (`@key` or literal text) or, when absent, the module's `fallback`.
 */
export function resolveMessage(
  t: Translate,
  text: string | undefined,
  fallback: MessageKey,
  vars: Record<string, string | number>,
): string {
  if (text === undefined || text === '') return message(t, fallback, vars);
  if (text.startsWith('@')) {
    const key = text.slice(1);
    return defaultText(key) === undefined ? text : message(t, key as MessageKey, vars);
  }
  return fill(text, vars);
}

/**
 * The module's default message per ajv keyword: every keyword a draft-07 form can raise (FORM-15).
 * `dependencies` names a missing field, so it reads as `required`; a keyword not listed reads
 * "Invalid <label>".
 */
export const KEYWORD_FALLBACK: Record<string, MessageKey> = {
  required: 'field.required',
  dependencies: 'field.required',
  minLength: 'field.minLength',
  maxLength: 'field.maxLength',
  pattern: 'field.invalid',
  format: 'field.invalid',
  type: 'field.invalid',
  const: 'field.invalid',
  not: 'field.invalid',
  contains: 'field.invalid',
  additionalItems: 'field.invalid',
  additionalProperties: 'field.invalid',
  propertyNames: 'field.invalid',
  'false schema': 'field.invalid',
  minimum: 'field.minimum',
  maximum: 'field.maximum',
  exclusiveMinimum: 'field.exclusiveMinimum',
  exclusiveMaximum: 'field.exclusiveMaximum',
  multipleOf: 'field.multipleOf',
  minItems: 'field.minItems',
  maxItems: 'field.maxItems',
  uniqueItems: 'field.uniqueItems',
  minProperties: 'field.minProperties',
  maxProperties: 'field.maxProperties',
  enum: 'field.choose',
  oneOf: 'field.choose',
  anyOf: 'field.choose',
};

/** An amount keeps the spec's TZS words for its bounds (REC-6); any other number the generic ones. */
const AMOUNT_BOUNDS: Record<string, MessageKey> = { minimum: 'amount.min', maximum: 'amount.max' };
const NUMERIC_LIMITS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/** What a field rule needs to know about its field. */
export interface FieldInfo {
  name: string;
  label: string;
  type?: string;
  /** The field's `ui:widget`: an `amount` keeps the spec's TZS bound words. */
  widget?: string;
  minLength?: number;
  pattern?: string;
  messages: FieldMessages;
}

/** True for installationAddress and landmark, which follow their own rules. */
export const isAddressField = (name: string) =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

const ONLY_DIGITS = /^\d+$/;
const ONLY_SEPARATORS = /^[-/, ]+$/;

/**
 * The installationAddress / landmark rule of FORM-6 and FORM-7, in its order: empty is fine; too
 * short; pattern match is fine; only digits or only separators; anything else fails the pattern.
 */
export function addressRuleMessage(
  t: Translate,
  field: FieldInfo,
  value: unknown,
): string | undefined {
  const text = typeof value === 'string' ? value : '';
  if (text === '') return undefined;
  const vars = { label: field.label, n: field.minLength ?? 0 };
  if (field.minLength !== undefined && text.length < field.minLength)
    return resolveMessage(t, field.messages.minLength, 'field.minLength', vars);
  if (field.pattern === undefined || new RegExp(field.pattern, 'u').test(text)) return undefined;
  if (ONLY_DIGITS.test(text) || ONLY_SEPARATORS.test(text)) {
    return message(
      t,
      field.name === 'landmark' ? 'address.invalidLandmark' : 'address.invalidAddress',
    );
  }
  return resolveMessage(t, field.messages.pattern, 'field.invalid', vars);
}

/** One ajv error as the engine sees it (a subset of RJSF's `RJSFValidationError`). */
export interface KeywordError {
  name?: string;
  params?: Record<string, unknown>;
}

/**
 * The message for one ajv error on a field, or undefined when it must not be shown: a checkbox is
 * never "required" in words (an unchecked required checkbox only blocks submit).
 */
export function keywordMessage(
  t: Translate,
  field: FieldInfo,
  error: KeywordError,
  language: string,
): string | undefined {
  const keyword = error.name ?? '';
  if (field.type === 'boolean' && (keyword === 'required' || keyword === 'const'))
    return field.messages[keyword]
      ? resolveMessage(t, field.messages[keyword], 'field.invalid', { label: field.label })
      : undefined;
  const limit = error.params?.limit;
  const n =
    typeof limit === 'number'
      ? NUMERIC_LIMITS.has(keyword)
        ? formatAmount(limit, language)
        : limit
      : '';
  const isAmount = field.widget === 'amount' || field.name === 'amount';
  const fallback =
    (isAmount ? AMOUNT_BOUNDS[keyword] : undefined) ?? KEYWORD_FALLBACK[keyword] ?? 'field.invalid';
  return resolveMessage(t, field.messages[keyword], fallback, { label: field.label, n });
}
