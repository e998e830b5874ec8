/**
 * The operator's field-list form schema (FORM-8), as served for the HBB
 * customer details, turned into a form package: JSON Schema + uiSchema + messages, ordered by rank.
 * React-free so the schema checker can run it.
 */
import type { FieldJsonSchema, FieldMessages, FormPackage } from './formPackage.ts';
import { isAddressField } from './messages.ts';

/** One field of the operator's list. */
export interface FieldListField {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  errorMessage?: string;
  placeholder?: string;
  rank?: number;
  options?: { value: string; label?: string }[];
  countryCode?: string;
}

/** One action (button) of the operator's list. */
export interface FieldListAction {
  type: string;
  label: string;
  rank?: number;
}

/** The operator's whole field-list schema. */
export interface FieldListSchema {
  fields: FieldListField[];
  actions?: FieldListAction[];
}

/** The package plus the actions in rank order (the first submit action labels the button). */
export interface AdaptedFieldList {
  pkg: FormPackage;
  actions: FieldListAction[];
  submitLabel?: string;
}

const byRank = <T extends { rank?: number }>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.rank ?? Number.POSITIVE_INFINITY) - (b.item.rank ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ item }) => item);

function fieldSchema(field: FieldListField): {
  schema: FieldJsonSchema;
  ui: Record<string, unknown>;
} {
  const ui: Record<string, unknown> = {};
  if (field.placeholder) ui['ui:placeholder'] = field.placeholder;
  if (field.type === 'checkbox') {
    // "required" on a checkbox means it must be ticked.
    return {
      schema: { type: 'boolean', title: field.label, ...(field.required ? { const: true } : {}) },
      ui: { ...ui, 'ui:widget': 'markupCheckbox' },
    };
  }
  const schema: FieldJsonSchema = { type: 'string', title: field.label };
  if (field.pattern !== undefined) schema.pattern = field.pattern;
  if (field.minLength !== undefined) schema.minLength = field.minLength;
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.type === 'select') {
    const options = field.options ?? [];
    schema.enum = options.map((o) => o.value);
    // Values stay the same in every language (they are what is sent); labels are the words shown.
    if (options.some((o) => o.label !== undefined))
      ui['ui:enumNames'] = options.map((o) => o.label ?? o.value);
    return { schema, ui: { ...ui, 'ui:widget': 'searchableSelect' } };
  }
  if (field.type === 'textarea') return { schema, ui: { ...ui, 'ui:widget': 'textarea' } };
  if (field.countryCode) return { schema, ui: { ...ui, 'ui:widget': 'phone' } };
  if (field.type === 'email') return { schema, ui: { ...ui, 'ui:widget': 'email' } };
  return { schema, ui: { ...ui, 'ui:widget': 'text' } };
}

function fieldMessages(field: FieldListField): FieldMessages | undefined {
  if (!field.errorMessage) return undefined;
  // For the address fields the errorMessage also replaces the too-short text (FORM-6).
  return isAddressField(field.name)
    ? { pattern: field.errorMessage, minLength: field.errorMessage }
    : { pattern: field.errorMessage };
}

/** Converts the operator's field list into a form package with the given id. */
export function fieldListToPackage(
  list: FieldListSchema,
  id = 'get-form-schema',
): AdaptedFieldList {
  const fields = byRank(list.fields);
  const properties: Record<string, FieldJsonSchema> = {};
  const uiSchema: Record<string, unknown> = { 'ui:order': fields.map((f) => f.name) };
  const messages: Record<string, FieldMessages> = {};
  for (const field of fields) {
    const { schema, ui } = fieldSchema(field);
    properties[field.name] = schema;
    uiSchema[field.name] = ui;
    const own = fieldMessages(field);
    if (own) messages[field.name] = own;
  }
  const actions = byRank(list.actions ?? []);
  return {
    pkg: {
      id,
      version: 1,
      schema: {
        type: 'object',
        required: fields.filter((f) => f.required).map((f) => f.name),
        properties,
      },
      uiSchema,
      messages,
    },
    actions,
    submitLabel: actions.find((a) => a.type === 'submit')?.label,
  };
}

/** Checks that unknown input has the field-list shape; lists every problem. */
export function parseFieldList(
  input: unknown,
): { ok: true; list: FieldListSchema } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const obj = input as { fields?: unknown; actions?: unknown } | null;
  if (typeof obj !== 'object' || obj === null || !Array.isArray(obj.fields))
    return { ok: false, problems: ['fields: must be a list'] };
  const seen = new Set<string>();
  obj.fields.forEach((f: unknown, i: number) => {
    const field = f as Partial<FieldListField> | null;
    if (typeof field !== 'object' || field === null)
      return problems.push(`fields.${i}: must be an object`);
    if (typeof field.name !== 'string' || field.name === '')
      problems.push(`fields.${i}.name: must be a non-empty string`);
    else if (seen.has(field.name)) problems.push(`fields.${i}.name: "${field.name}" appears twice`);
    else seen.add(field.name);
    if (typeof field.label !== 'string') problems.push(`fields.${i}.label: must be text`);
    if (typeof field.type !== 'string') problems.push(`fields.${i}.type: must be text`);
    if (
      field.type === 'select' &&
      (!Array.isArray(field.options) || field.options.some((o) => typeof o?.value !== 'string'))
    )
      problems.push(`fields.${i}.options: a select needs options with a text value`);
    return undefined;
  });
  if (obj.actions !== undefined && !Array.isArray(obj.actions))
    problems.push('actions: must be a list');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, list: obj as FieldListSchema };
}
