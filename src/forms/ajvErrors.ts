/**
 * cfworker's output units as ajv's errors: the inner error alone (not its "a sub-schema failed"
 * wrappers), one `required` error per missing name, RJSF's `multipleOfPrecision`, and ajv's order
 * (by instance path, then by ajv's keyword groups).
 */
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { ajvDetails } from './ajvDetails.ts';

type Data = Record<string, unknown>;

/** One error as ajv reports it (the fields of ajv's `ErrorObject` that RJSF reads). */
export interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** The schema holding the failed keyword (ajv's `parentSchema` with `verbose: true`). */
  parentSchema?: Record<string, unknown>;
}

/** Keywords whose cfworker error only says "a sub-schema failed"; ajv reports the inner error alone. */
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  '$ref',
  'allOf',
  'dependentSchemas',
  'propertyNames',
  'contains',
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

const decode = (part: string) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer fragment (`#/properties/phone`) inside `root`. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[decode(part)]
        : undefined;
  }
  return node;
}

/** cfworker's `#/a/b` instance location as ajv's `/a/b` instance path. */
const instancePath = (location: string) => location.replace(/^#/, '');

/** Own keys of an object whose value is present (ajv counts `undefined` as missing). */
const present = (value: unknown, key: string) =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.hasOwnProperty.call(value, key) &&
  (value as Data)[key] !== undefined;

/** RJSF runs ajv with `multipleOfPrecision: 8`: a float within 1e-8 of a multiple counts as one. */
function closeToMultiple(value: unknown, schema: Record<string, unknown>): boolean {
  const divisor = schema.multipleOf;
  if (typeof value !== 'number' || typeof divisor !== 'number') return false;
  const division = value / divisor;
  return Math.abs(Math.round(division) - division) <= 1e-8;
}

/** cfworker's errors as ajv's, in ajv's order. */
export function toAjvErrors(units: OutputUnit[], schema: Schema, data: unknown): AjvLikeError[] {
  const out: (AjvLikeError & { rank: number; group: number })[] = [];
  const groups = new Map<string, number>();
  const missingSeen = new Map<string, number>();
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword)) continue;
    const parentPointer = unit.keywordLocation.slice(0, unit.keywordLocation.lastIndexOf('/'));
    const parentSchema = (at(schema, parentPointer) ?? {}) as Record<string, unknown>;
    const path = instancePath(unit.instanceLocation);
    if (
      unit.keyword === 'multipleOf' &&
      closeToMultiple(at(data, unit.instanceLocation), parentSchema)
    )
      continue;
    let missingProperty: string | undefined;
    if (unit.keyword === 'required') {
      // One cfworker error per missing name, in `required` order: pair them up.
      const instance = at(data, unit.instanceLocation);
      const missing = ((parentSchema.required ?? []) as string[]).filter(
        (name) => !present(instance, name),
      );
      const index = missingSeen.get(path) ?? 0;
      missingSeen.set(path, index + 1);
      missingProperty = missing[index];
    }
    if (!groups.has(path)) groups.set(path, groups.size);
    out.push({
      instancePath: path,
      schemaPath: unit.keywordLocation,
      keyword: unit.keyword,
      parentSchema,
      ...ajvDetails(unit.keyword, parentSchema, missingProperty),
      rank: ajvRank(unit.keyword, parentSchema),
      group: groups.get(path) ?? 0,
    });
  }
  return out
    .map((e, index) => ({ e, index }))
    .sort((a, b) => a.e.group - b.e.group || a.e.rank - b.e.rank || a.index - b.index)
    .map(({ e: { rank: _rank, group: _group, ...error } }) => error);
}
