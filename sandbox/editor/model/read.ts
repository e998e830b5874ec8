/**
 * Reads a form package pair as the structured editor shows it: the fields in the order a person
 * sees them, each with its words in English and Swahili and its rules once. The structure is
 * read from English (the check refuses a pair whose structures differ); words from each language.
 */
import {
  containerOf,
  fieldAt,
  groupOf,
  messageKey,
  orderOf,
  propertiesOf,
  uiOf,
} from './locate.ts';
import {
  isJson,
  ITEM_STEP,
  LANGS,
  type FieldPath,
  type FieldRules,
  type FieldView,
  type FieldWords,
  type Json,
  type Lang,
  type ReadKind,
} from './types.ts';

/** A package as the editor edits it: `schema`, `uiSchema`, `messages` (read.ts never writes). */
export interface EditablePackage extends Json {
  schema: Json;
  uiSchema: Json;
  messages: Json;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The consent label's link, kept as the portal's markup: words, then one `<a href>`. */
const CONSENT_LINK = /^([\s\S]*?)\s*<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>\s*$/;

export function splitConsent(label: string): { words: string; href: string; link: string } {
  const match = CONSENT_LINK.exec(label);
  return match
    ? { words: match[1]!, href: match[2]!, link: match[3]! }
    : { words: label, href: '', link: '' };
}

/**
 * The consent label as the portal draws it: the words, then the link. The link stays while either
 * its address or its words are there, so a person clearing one box to retype it keeps the other
 * (the check then asks for the missing words).
 */
export function consentLabel(words: string, href: string, link: string): string {
  return href || link
    ? `${words} <a href="${href}" target="_blank" rel="noopener">${link}</a>`.trim()
    : words;
}

export function kindOf(schema: Json, ui: Json | undefined): ReadKind {
  const widget = ui?.['ui:widget'];
  if (schema.type === 'object' || isJson(schema.properties)) return 'group';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'boolean') return widget === 'markupCheckbox' ? 'consent' : 'yesno';
  if (
    Array.isArray(schema.enum) ||
    (Array.isArray(schema.oneOf) && schema.oneOf.every((o) => isJson(o) && 'const' in o))
  )
    return 'choice';
  if (widget === 'phone') return 'phone';
  if (widget === 'amount') return 'amount';
  if (widget === 'email' || schema.format === 'email') return 'email';
  if (schema.format === 'date' || widget === 'date') return 'date';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'string') return 'text';
  return 'other';
}

/** The values a choice sends: `enum`, or each `oneOf` item's `const`; a yes/no sends true/false. */
export function choiceValues(schema: Json): (string | number | boolean)[] {
  const values = Array.isArray(schema.enum)
    ? schema.enum
    : Array.isArray(schema.oneOf)
      ? schema.oneOf.map((o) => (isJson(o) ? o.const : undefined))
      : schema.type === 'boolean'
        ? [true, false]
        : [];
  return values.filter((v): v is string | number | boolean =>
    ['string', 'number', 'boolean'].includes(typeof v),
  );
}

function choiceLabels(schema: Json, ui: Json | undefined): string[] {
  if (Array.isArray(schema.oneOf)) return schema.oneOf.map((o) => (isJson(o) ? text(o.title) : ''));
  const names = ui?.['ui:enumNames'];
  return Array.isArray(names) ? names.map(text) : [];
}

function wordsOf(schema: Json, ui: Json | undefined, kind: ReadKind): FieldWords {
  const label = text(schema.title);
  const consent = kind === 'consent' ? splitConsent(label) : undefined;
  return {
    label: consent ? consent.words : label,
    placeholder: text(ui?.['ui:placeholder']),
    help: text(ui?.['ui:help']),
    link: consent?.link ?? '',
    choices: choiceLabels(schema, ui),
    messages: {},
  };
}

const numberRule = (schema: Json, key: string) =>
  typeof schema[key] === 'number' ? { [key]: schema[key] as number } : {};

function rulesOf(
  schema: Json,
  ui: Json | undefined,
  required: boolean,
  kind: ReadKind,
): FieldRules {
  return {
    required: kind === 'consent' ? schema.const === true || required : required,
    ...numberRule(schema, 'minLength'),
    ...numberRule(schema, 'maxLength'),
    ...numberRule(schema, 'minimum'),
    ...numberRule(schema, 'maximum'),
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    ...(typeof schema.format === 'string' ? { format: schema.format } : {}),
    ...(typeof ui?.['ui:widget'] === 'string' ? { widget: ui['ui:widget'] } : {}),
    ...(kind === 'consent' ? { link: splitConsent(text(schema.title)).href } : {}),
  };
}

function fieldMessages(pkg: EditablePackage, path: FieldPath): Record<string, string> {
  const own = pkg.messages[messageKey(path)];
  if (!isJson(own)) return {};
  return Object.fromEntries(
    Object.entries(own).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The fields of the group at `groupPath` (`[]` the root), in the order a person sees them. */
export function readFields(
  pair: Record<Lang, EditablePackage>,
  groupPath: FieldPath = [],
): FieldView[] {
  const en = pair.en;
  const group = groupPath.length === 0 ? en.schema : groupAtPath(en.schema, groupPath);
  if (!group) return [];
  const order = orderOf(group, uiOf(en.uiSchema, groupPath));
  return order.flatMap((name) => {
    const container = containerOf(group, name)!;
    const schema = propertiesOf(container.holder)[name];
    if (!isJson(schema)) return [];
    const path = [...groupPath, name];
    const ui = uiOf(en.uiSchema, path);
    const kind = kindOf(schema, ui);
    const required =
      Array.isArray(container.holder.required) && container.holder.required.includes(name);
    const words = Object.fromEntries(
      LANGS.map((lang) => {
        const own = fieldAt(pair[lang].schema, path)?.schema ?? {};
        const w = wordsOf(own, uiOf(pair[lang].uiSchema, path), kind);
        return [lang, { ...w, messages: fieldMessages(pair[lang], path) }];
      }),
    ) as Record<Lang, FieldWords>;
    const childPath = kind === 'list' ? [...path, ITEM_STEP] : path;
    const children =
      kind === 'group' || (kind === 'list' && isJson(schema.items) && groupOf(schema.items as Json))
        ? readFields(pair, childPath)
        : undefined;
    const view: FieldView = {
      path,
      name,
      kind,
      words,
      rules: rulesOf(schema, ui, required, kind),
      choices: kind === 'choice' || kind === 'yesno' ? choiceValues(schema) : [],
      ...(container.condition ? { condition: container.condition } : {}),
      ...(children ? { children } : {}),
    };
    return [view];
  });
}

/** The group schema at a path of fields (`[]` steps into a list's item). */
export function groupAtPath(root: Json, groupPath: FieldPath): Json | undefined {
  if (groupPath.length === 0) return root;
  const last = groupPath[groupPath.length - 1];
  if (last === ITEM_STEP) {
    const list = fieldAt(root, groupPath.slice(0, -1));
    return list && isJson(list.schema.items) ? groupOf(list.schema.items) : undefined;
  }
  const field = fieldAt(root, groupPath);
  return field ? groupOf(field.schema) : undefined;
}

/** Every field at any depth, depth first in order. */
export const allFields = (fields: readonly FieldView[]): FieldView[] =>
  fields.flatMap((f) => [f, ...allFields(f.children ?? [])]);
