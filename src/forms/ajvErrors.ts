/**
 * cfworker's output units as ajv's errors: the inner errors alone where ajv reports only those
 * (not cfworker's "a sub-schema failed" wrappers), ajv's own error after the inner ones where ajv
 * has one (anyOf, oneOf, if, contains, propertyNames), one `required` error per missing name,
 * RJSF's `multipleOfPrecision`, paths as ajv writes them, and ajv's order (by instance path, then
 * by ajv's keyword groups).
 */
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { ajvDetails } from './ajvDetails.ts';
import { isFalseSchema, type Prepared } from './preparedSchema.ts';

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
  'items',
  'prefixItems',
  '$ref',
  'allOf',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** Keywords ajv reports after the errors of their subschemas (cfworker reports them before). */
const AFTER_INNER = new Set(['anyOf', 'oneOf', 'if', 'contains', 'propertyNames']);

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

/** The value at a JSON pointer fragment (`#/a/b`, cfworker's instance location) inside `root`. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    const key = decode(part);
    node =
      typeof node === 'object' && node !== null && Object.prototype.hasOwnProperty.call(node, key)
        ? (node as Data)[key]
        : undefined;
  }
  return node;
}

/**
 * The schema holding the keyword at cfworker's `keywordLocation` and ajv's path to that schema.
 * cfworker's location is the dynamic one (`#/properties/a/$ref/type`); ajv's goes on from where
 * the reference points (`#/definitions/s/type`), so a `$ref` step is followed through `lookup`.
 */
function locate(
  root: Schema,
  lookup: Prepared['lookup'],
  keywordLocation: string,
): { schema: Data; path: string } {
  const parts = keywordLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  parts.pop();
  let node: unknown = root;
  let path = '#';
  for (const part of parts) {
    const here = (typeof node === 'object' && node !== null ? node : {}) as Data;
    if (part === '$ref' && typeof here.$ref === 'string') {
      const uri = (here as { __absolute_ref__?: string }).__absolute_ref__ ?? here.$ref;
      node = lookup[uri];
      path = here.$ref.startsWith('#') ? here.$ref.replace(/\/$/, '') : `${path}/$ref`;
      continue;
    }
    node = Object.prototype.hasOwnProperty.call(here, decode(part))
      ? here[decode(part)]
      : undefined;
    path = `${path}/${part}`;
  }
  return {
    schema: (typeof node === 'object' && node !== null ? node : {}) as Data,
    path,
  };
}

/**
 * ajv's instance path for cfworker's instance location: cfworker URI-encodes each step (`first
 * name` as `first%20name`), ajv writes the name itself, JSON-pointer escaped (`~0`, `~1`).
 */
const instancePath = (location: string) =>
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
function closeToMultiple(value: unknown, schema: Record<string, unknown>): boolean {
  const divisor = schema.multipleOf;
  if (typeof value !== 'number' || typeof divisor !== 'number') return false;
  const division = value / divisor;
  return Math.abs(Math.round(division) - division) <= 1e-8;
}

const isType = (value: unknown, type: unknown): boolean => {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
};

const equal = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) && equal((a as Data)[key], (b as Data)[key]),
  );
};

/**
 * The duplicate pair ajv names (`i` the later item, `j` the earlier one), found the way its code
 * searches: by value from the end when `items` declares only scalar types, else pair by pair.
 */
function duplicatePair(items: unknown[], schema: Data): { i: number; j: number } {
  const itemsSchema = schema.items;
  const declared =
    typeof itemsSchema === 'object' && itemsSchema !== null && !Array.isArray(itemsSchema)
      ? (itemsSchema as Data).type
      : undefined;
  const types = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  if (types.length > 0 && !types.some((t) => t === 'object' || t === 'array')) {
    const indices = new Map<string, number>();
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i];
      if (!types.some((t) => isType(item, t))) continue;
      const key = types.length > 1 && typeof item === 'string' ? `${item}_` : String(item);
      const j = indices.get(key);
      if (j !== undefined) return { i, j };
      indices.set(key, i);
    }
  }
  for (let i = items.length - 1; i >= 0; i--)
    for (let j = i - 1; j >= 0; j--) if (equal(items[i], items[j])) return { i, j };
  return { i: items.length, j: 0 };
}

/** The name in a cfworker message such as `Property "b" does not match ...`. */
const quoted = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];

/** An ajv error waiting for the errors of its subschemas, which ajv reports first. */
interface Deferred {
  /** Units whose keyword location starts so are inner errors of this one. */
  inner: string;
  /** ajv reports the inner errors of `propertyNames` at the object, not at the name. */
  instancePath?: string;
  error: AjvLikeError;
}

/** cfworker's errors as ajv's, in ajv's order. */
export function toAjvErrors(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'] = {},
): AjvLikeError[] {
  const out: (AjvLikeError & { rank: number; group: number })[] = [];
  const groups = new Map<string, number>();
  const missingSeen = new Map<string, number>();
  const deferred: Deferred[] = [];
  // Locations whose errors ajv does not report (the items after `additionalItems: false` fails).
  let skip: string | undefined;

  const push = (error: AjvLikeError) => {
    if (!groups.has(error.instancePath)) groups.set(error.instancePath, groups.size);
    out.push({
      ...error,
      rank: ajvRank(error.keyword, error.parentSchema ?? {}),
      group: groups.get(error.instancePath) ?? 0,
    });
  };
  const settle = (keywordLocation?: string) => {
    while (deferred.length > 0) {
      const last = deferred[deferred.length - 1]!;
      if (keywordLocation !== undefined && keywordLocation.startsWith(last.inner)) return;
      deferred.pop();
      push(last.error);
    }
  };

  for (const unit of units) {
    if (skip !== undefined && unit.keywordLocation.startsWith(skip)) continue;
    skip = undefined;
    settle(unit.keywordLocation);
    const { schema: parentSchema, path: parentPath } = locate(schema, lookup, unit.keywordLocation);
    const ownerPath = [...deferred]
      .reverse()
      .find((d) => d.instancePath !== undefined)?.instancePath;
    const path = ownerPath ?? instancePath(unit.instanceLocation);
    const instance = at(data, unit.instanceLocation);
    let keyword = unit.keyword;
    let schemaPath = `${parentPath}/${keyword}`;
    const found: Data = {};
    let inner: string | undefined;
    let ownPath: string | undefined;

    if (WRAPPERS.has(keyword)) continue;
    if (keyword === 'multipleOf' && closeToMultiple(instance, parentSchema)) continue;
    if (keyword === 'not' && isFalseSchema(parentSchema)) {
      keyword = 'false schema';
      schemaPath = `${parentPath}/false schema`;
    } else if (keyword === 'additionalProperties' || keyword === 'additionalItems') {
      // A schema: ajv reports what failed in it. `false`: ajv reports the keyword, once per extra
      // property, once for all extra items.
      if (!isFalseSchema(parentSchema[keyword])) continue;
      skip = `${unit.keywordLocation}/`;
      if (keyword === 'additionalProperties')
        found.additionalProperty = quoted(unit.error, /^Property "([\s\S]*)" does not match/);
      else if (out.some((e) => e.schemaPath === schemaPath && e.instancePath === path)) continue;
    } else if (keyword === 'dependencies') {
      const names = /^Instance has "([\s\S]*)" but does not have "([\s\S]*)"\.$/.exec(unit.error);
      // A schema dependency: ajv reports what failed in it.
      if (!names) continue;
      found.property = names[1];
      found.missingProperty = names[2];
      const deps = (parentSchema.dependencies as Data | undefined)?.[names[1]!];
      found.deps = Array.isArray(deps) ? deps : [];
    } else if (keyword === 'required') {
      // One cfworker error per missing name, in `required` order: pair them up, per keyword.
      const missing = ((parentSchema.required ?? []) as string[]).filter(
        (name) => !present(instance, name),
      );
      const seenKey = `${unit.keywordLocation} ${unit.instanceLocation}`;
      const index = missingSeen.get(seenKey) ?? 0;
      missingSeen.set(seenKey, index + 1);
      found.missingProperty = missing[index];
    } else if (keyword === 'uniqueItems' && Array.isArray(instance)) {
      Object.assign(found, duplicatePair(instance, parentSchema));
    } else if (keyword === 'if') {
      found.failingKeyword = unit.error.includes('"else"') ? 'else' : 'then';
      // The errors of the failed `then`/`else`, which sit beside `if`, not under it.
      inner = `${unit.keywordLocation.replace(/\/if$/, '')}/${String(found.failingKeyword)}/`;
    } else if (keyword === 'propertyNames') {
      found.propertyName = quoted(unit.error, /^Property name "([\s\S]*)" does not match/);
      ownPath = path;
    } else if (keyword === 'oneOf') {
      const matches = /\((\d+) matches\)/.exec(unit.error)?.[1];
      found.passingSchemas = matches === '0' ? null : undefined;
    }

    const error: AjvLikeError = {
      instancePath: path,
      schemaPath,
      keyword,
      ...(keyword === 'false schema' ? {} : { parentSchema }),
      ...ajvDetails(keyword, parentSchema, found),
    };
    if (AFTER_INNER.has(keyword))
      deferred.push({
        inner: inner ?? `${unit.keywordLocation}/`,
        ...(ownPath === undefined ? {} : { instancePath: ownPath }),
        error,
      });
    else push(error);
  }
  settle();
  return out
    .map((e, index) => ({ e, index }))
    .sort((a, b) => a.e.group - b.e.group || a.e.rank - b.e.rank || a.index - b.index)
    .map(({ e: { rank: _rank, group: _group, ...error } }) => error);
}
