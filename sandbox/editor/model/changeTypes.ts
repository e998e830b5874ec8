/**
 * The records of what changes between two versions of a form package (changes.ts finds them,
 * changeTexts.ts words them). Language-neutral: a field carries its label in each language, so
 * the words can be said in the editor's language. Plain data: the versions route sends them.
 */
import type { EditablePackage } from './read.ts';
import { NUMBER_RULES, type Lang, type WordKey } from './types.ts';

/** Words per language; a language the versions compared did not have is absent. */
export type Labels = Partial<Record<Lang, string>>;
export type ChoiceValue = string | number | boolean;

/** A field as a change names it: by label, falling back to the other language, then its name. */
export interface FieldRef {
  /** `FieldView.path` joined by '/': the field's identity across versions. */
  path: string;
  name: string;
  labels: Labels;
}
export interface ChoiceRef {
  value: ChoiceValue;
  labels: Labels;
}
export interface ConditionRef {
  field: FieldRef;
  answer: ChoiceRef;
}

export const VALUE_RULES = [...NUMBER_RULES, 'pattern', 'format', 'widget', 'link'] as const;
export type ValueRule = (typeof VALUE_RULES)[number];

export type Change =
  | { kind: 'title'; lang: Lang; from: string; to: string }
  | { kind: 'added'; field: FieldRef }
  | { kind: 'removed'; field: FieldRef }
  /** The fields of a group (`group` absent: the form itself) now come in this order. */
  | { kind: 'order'; group?: FieldRef; order: FieldRef[] }
  | { kind: 'required'; field: FieldRef; to: boolean }
  /** A bound, pattern, format, widget or consent link; absent: none. */
  | { kind: 'rule'; field: FieldRef; rule: ValueRule; from?: string | number; to?: string | number }
  | { kind: 'words'; field: FieldRef; lang: Lang; word: WordKey; from: string; to: string }
  | {
      kind: 'choiceWords';
      field: FieldRef;
      lang: Lang;
      choice: ChoiceRef;
      from: string;
      to: string;
    }
  /** The field's own message for `rule` ('' when it uses the shared one). */
  | { kind: 'message'; field: FieldRef; lang: Lang; rule: string; from: string; to: string }
  | { kind: 'choicesAdded'; field: FieldRef; choices: ChoiceRef[] }
  | { kind: 'choicesRemoved'; field: FieldRef; choices: ChoiceRef[] }
  | { kind: 'choicesOrder'; field: FieldRef; order: ChoiceRef[] }
  /** Shown only when `to` holds; `to` absent: always shown again. */
  | { kind: 'condition'; field: FieldRef; from?: ConditionRef; to?: ConditionRef };

export type Packages = Partial<Record<Lang, EditablePackage>>;
