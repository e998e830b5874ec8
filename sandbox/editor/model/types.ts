/**
 * The structured editor's view of a form package pair (issue 32): fields with what a person sees
 * in English and Swahili, and rules shared by both. Pure data: the sandbox's versions route reads
 * it too (a version's changes).
 */
export type Lang = 'en' | 'sw';
export const LANGS: readonly Lang[] = ['en', 'sw'];
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'sw' : 'en');

/** A JSON object as read from a package (a CMS can send anything: every read is checked). */
export type Json = Record<string, unknown>;

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kinds a person can add; `other` is a field whose shape only the JSON tab edits. */
export const FIELD_KINDS = [
  'text',
  'number',
  'amount',
  'phone',
  'email',
  'date',
  'choice',
  'yesno',
  'consent',
  'group',
  'list',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type ReadKind = FieldKind | 'other';

/** Where a field lives: its property names from the form's root; `[]` steps into a list's item. */
export type FieldPath = readonly string[];
export const ITEM_STEP = '[]';

/** The words of one field in one language; absent words are `''`. */
export interface FieldWords {
  label: string;
  placeholder: string;
  help: string;
  /** A consent's link words ("terms and conditions"). */
  link: string;
  /** One label per choice, in the choices' order. */
  choices: string[];
  /** The field's own message per rule (`required`, `pattern` ...): words, or `@shared.key`. */
  messages: Record<string, string>;
}
export const WORD_KEYS = ['label', 'placeholder', 'help', 'link'] as const;
export type WordKey = (typeof WORD_KEYS)[number];

/** The rules a person edits once for both languages. */
export interface FieldRules {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  widget?: string;
  /** A consent's link address. */
  link?: string;
}
export const NUMBER_RULES = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;
export type NumberRule = (typeof NUMBER_RULES)[number];

/** Shown only when another field of the same group has one answer. */
export interface Condition {
  field: string;
  value: string | number | boolean;
}

export interface FieldView {
  path: FieldPath;
  name: string;
  kind: ReadKind;
  words: Record<Lang, FieldWords>;
  rules: FieldRules;
  /** The values sent for a choice (the same in both languages). */
  choices: (string | number | boolean)[];
  condition?: Condition;
  /** A group's fields, or a list's item's fields. */
  children?: FieldView[];
}
