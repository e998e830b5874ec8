/**
 * cfworker's output units as ajv's errors: the inner errors alone where ajv reports only those
 * (not cfworker's "a sub-schema failed" wrappers), one `required` error per missing name, RJSF's
 * `multipleOfPrecision`, paths as ajv writes them, and ajv's order (by instance path, then by ajv's
 * keyword groups).
 *
 * FORM-19: this is what a flat form (formShape.ts) needs, and all the first load carries. The rest
 * of ajv's shaping (its error after the inner ones for anyOf, oneOf, if, contains, propertyNames;
 * paths through `$ref`; `false` schemas; the details of array and object keywords) is the rich
 * part's (rich/richKeywords.ts), used once it is registered (validatorExtensions.ts).
 */
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { AjvLikeError } from './ajvLikeError.ts';

export type { AjvLikeError };
import { ajvDetails } from './ajvDetails.ts';
import type { Prepared } from './preparedSchema.ts';
import { richKeywords } from './validatorExtensions.ts';

type Data = Record<string, unknown>;

/** Keywords whose cfworker error only says "a sub-schema failed"; ajv reports the inner error alone. */
export const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  '$ref',
  'allOf',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** ajv's keyword groups in the order its generated code checks them (ajv/lib/compile/rules.ts). */
const GROUPS: { type?: string; keywords: string[] }[] = [
  { keywords: ['const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if'] },
  {
    type: 'number',
    keywords: [
      'maximum',
      'minimum',
      'exclusiveMaximum',
      'exclusiveMinimum',
      'multipleOf',
      'format',
    ],
  },
  { type: 'string', keywords: ['maxLength', 'minLength', 'pattern', 'format'] },
  { type: 'array', keywords: ['maxItems', 'minItems', 'uniqueItems', 'items', 'contains'] },
  {
    type: 'object',
    keywords: ['maxProperties', 'minProperties', 'required', 'dependencies', 'propertyNames'],
  },
];

/**
 * Where ajv puts `keyword` among the errors of one schema: group by group; a single `type` with
 * keywords of its own group is checked in that group's place, any other `type` first.
 */
function ajvRank(keyword: string, schema: Record<string, unknown>): number {
  const type = schema.type;
  if (keyword === 'type') {
    const own = GROUPS.findIndex(
      (g) => g.type === type && g.keywords.some((k) => schema[k] !== undefined),
    );
    return own < 0 ? -1 : own * 100 + 99;
  }
  for (const [index, group] of GROUPS.entries()) {
    const at = group.keywords.indexOf(keyword);
    if (at >= 0) return index * 100 + at;
  }
  return 1000;
}

/** One step of a JSON pointer as the name it stands for. */
export const decode = (part: string) =>
  decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

/** `node[key]` when `node` is an object with that own key, else undefined. */
export const own = (node: unknown, key: string): unknown =>
  typeof node === 'object' && node !== null && Object.prototype.hasOwnProperty.call(node, key)
    ? (node as Data)[key]
    : undefined;

/** `node` when it is an object (a schema that is no object holds no keyword). */
export const asObject = (node: unknown): Data =>
  (typeof node === 'object' && node !== null ? node : {}) as Data;

/** The value at a JSON pointer fragment (`#/a/b`, cfworker's instance location) inside `root`. */
export function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/'))
    if (part !== '') node = own(node, decode(part));
  return node;
}

/**
 * The schema holding the keyword at cfworker's `keywordLocation` and the path to it, walking the
 * location as written. ajv's path through a `$ref` goes on from where the reference points; only a
 * rich schema has one, so following it is the rich part's (rich/richKeywords.ts, FORM-19).
 */
function locate(root: Schema, keywordLocation: string): { schema: Data; path: string } {
  const parts = keywordLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  parts.pop();
  let node: unknown = root;
  for (const part of parts) node = own(node, decode(part));
  return { schema: asObject(node), path: ['#', ...parts].join('/') };
}

/**
 * ajv's instance path for cfworker's instance location: cfworker URI-encodes each step (`first
 * name` as `first%20name`), ajv writes the name itself, JSON-pointer escaped (`~0`, `~1`).
 */
export const instancePath = (location: string) =>
  location
    .replace(/^#/, '')
    .split('/')
    .map((part) => decodeURIComponent(part))
    .join('/');

/** Own keys of an object whose value is present (ajv counts `undefined` as missing). */
const present = (value: unknown, key: string) =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.hasOwnProperty.call(value, key) &&
  (value as Data)[key] !== undefined;

/** RJSF runs ajv with `multipleOfPrecision: 8`: a float within 1e-8 of a multiple counts as one. */
export function closeToMultiple(value: unknown, schema: Record<string, unknown>): boolean {
  const divisor = schema.multipleOf;
  if (typeof value !== 'number' || typeof divisor !== 'number') return false;
  const division = value / divisor;
  return Math.abs(Math.round(division) - division) <= 1e-8;
}

/**
 * The name a `required` error is about: cfworker gives one error per missing name, in `required`
 * order, so they are paired up per keyword and instance (`seen` counts them).
 */
export function missingProperty(
  unit: OutputUnit,
  schema: Data,
  instance: unknown,
  seen: Map<string, number>,
): string | undefined {
  const missing = ((schema.required ?? []) as string[]).filter((name) => !present(instance, name));
  const key = `${unit.keywordLocation} ${unit.instanceLocation}`;
  const index = seen.get(key) ?? 0;
  seen.set(key, index + 1);
  return missing[index];
}

/** Errors gathered in the order found, given back in ajv's order. */
export function ajvOrder() {
  const out: (AjvLikeError & { rank: number; group: number })[] = [];
  const groups = new Map<string, number>();
  return {
    out: out as readonly AjvLikeError[],
    push(error: AjvLikeError) {
      if (!groups.has(error.instancePath)) groups.set(error.instancePath, groups.size);
      out.push({
        ...error,
        rank: ajvRank(error.keyword, error.parentSchema ?? {}),
        group: groups.get(error.instancePath) ?? 0,
      });
    },
    sorted: (): AjvLikeError[] =>
      out
        .map((e, index) => ({ e, index }))
        .sort((a, b) => a.e.group - b.e.group || a.e.rank - b.e.rank || a.index - b.index)
        .map(({ e: { rank: _rank, group: _group, ...error } }) => error),
  };
}

/**
 * cfworker's errors as ajv's where the schema is flat; on any other schema, every failed keyword
 * that is no wrapper still gives an error (so validity never differs), its fine shape aside.
 */
function flatAjvErrors(units: OutputUnit[], schema: Schema, data: unknown): AjvLikeError[] {
  const errors = ajvOrder();
  const seen = new Map<string, number>();
  for (const unit of units) {
    const keyword = unit.keyword;
    if (WRAPPERS.has(keyword)) continue;
    const { schema: parentSchema, path } = locate(schema, unit.keywordLocation);
    const instance = at(data, unit.instanceLocation);
    if (keyword === 'multipleOf' && closeToMultiple(instance, parentSchema)) continue;
    const found =
      keyword === 'required'
        ? { missingProperty: missingProperty(unit, parentSchema, instance, seen) }
        : {};
    errors.push({
      instancePath: instancePath(unit.instanceLocation),
      schemaPath: `${path}/${keyword}`,
      keyword,
      parentSchema,
      ...ajvDetails(keyword, parentSchema, found),
    });
  }
  return errors.sorted();
}

/** cfworker's errors as ajv's, in ajv's order (all of ajv's shaping once the rich part is in). */
export function toAjvErrors(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'] = {},
): AjvLikeError[] {
  const rich = richKeywords();
  return rich ? rich.toAjvErrors(units, schema, data, lookup) : flatAjvErrors(units, schema, data);
}
