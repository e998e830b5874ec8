/**
 * Where a field sits in a rich form and what a message calls it (FORM-15): the titles from the
 * root to the field, "Address › Town", resolved the way RJSF draws the form for this data (its
 * `$ref`s, `allOf`, conditions and dependencies, and the chosen `oneOf`/`anyOf` alternative), so a
 * message names the field the person sees. Only rich forms need it: a flat form's fields are named
 * by their own titles (validation.ts).
 */
import {
  getFirstMatchingOption,
  getUiOptions,
  retrieveSchema,
  type RJSFSchema,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One field found at a path: its resolved schema and the names of each place down to it. */
export interface FieldPlace {
  schema: RJSFSchema;
  /** The words for each step: a title, a key, or the item's number (`itemName`). */
  steps: string[];
}

/** The schema RJSF draws for `node` with `data`: references, conditions and the chosen alternative. */
function drawn(validator: ValidatorType, node: RJSFSchema, root: RJSFSchema, data: unknown) {
  let schema = retrieveSchema(validator, node, root, data as never);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (!Array.isArray(options) || options.some((o) => typeof o === 'boolean')) continue;
    const chosen = options[getFirstMatchingOption(validator, data, options as RJSFSchema[], root)];
    if (isObject(chosen)) {
      const rest = { ...schema };
      delete rest[keyword];
      schema = retrieveSchema(validator, { ...rest, ...chosen } as RJSFSchema, root, data as never);
    }
  }
  return schema;
}

function childSchema(schema: RJSFSchema, key: string): RJSFSchema | undefined {
  if (schema.type === 'array' || schema.items !== undefined) {
    const index = Number(key);
    const items = schema.items;
    if (Array.isArray(items))
      return (items[index] ?? schema.additionalItems) as RJSFSchema | undefined;
    return items as RJSFSchema | undefined;
  }
  const own = schema.properties?.[key];
  if (own !== undefined) return own as RJSFSchema;
  for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {}))
    if (new RegExp(pattern, 'u').test(key)) return sub as RJSFSchema;
  return typeof schema.additionalProperties === 'object'
    ? (schema.additionalProperties as RJSFSchema)
    : undefined;
}

/**
 * The field at `path` (dotted, as RJSF's error `property`) of a form with `data`, or undefined
 * when the form has no such field for this data. `itemName(n)` words the n-th item of a list
 * (1-based) when the item has no title of its own.
 */
export function fieldPlace(
  validator: ValidatorType,
  root: RJSFSchema,
  uiSchema: UiSchema | undefined,
  data: unknown,
  path: string,
  itemName: (n: number) => string,
): FieldPlace | undefined {
  const steps: string[] = [];
  let schema = drawn(validator, root, root, data);
  let ui: unknown = uiSchema;
  let value: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    const isItem = Array.isArray(value) || schema.type === 'array';
    const raw = childSchema(schema, key);
    if (raw === undefined || typeof raw === 'boolean') return undefined;
    value = isObject(value) || Array.isArray(value) ? (value as Json)[key] : undefined;
    ui = isObject(ui) ? (isItem ? ui.items : ui[key]) : undefined;
    schema = drawn(validator, raw, root, value);
    const title = getUiOptions(ui as UiSchema | undefined).title ?? schema.title;
    const named = typeof title === 'string' && title !== '';
    // An item is named with its number too: "Phone numbers › Number 2" says which one.
    if (isItem) steps.push(named ? `${title} ${Number(key) + 1}` : itemName(Number(key) + 1));
    else steps.push(named ? title : key);
  }
  return { schema, steps };
}
