/**
 * FORM-19: the validator's rich keywords, loaded with the engine's rich part (richEngine.ts
 * registers them, validatorExtensions.ts) so the first load carries only what a flat form needs
 * (../ajvErrors.ts). With them the validator shapes errors exactly as @rjsf/validator-ajv8 does for
 * any schema: ajv's own error after the inner ones where ajv has one (anyOf, oneOf, if, contains,
 * propertyNames), ajv's paths through `$ref`, `false` schemas placed where ajv places them, the
 * duplicate pair of `uniqueItems`, the params of array, object and alternative keywords. No React,
 * no RJSF: the server registers them too (sandbox/core/formFields.ts).
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  ajvOrder,
  asObject,
  at,
  closeToMultiple,
  decode,
  instancePath,
  missingProperty,
  own,
  WRAPPERS,
  type AjvLikeError,
} from '../ajvErrors.ts';
import { ajvDetails } from '../ajvDetails.ts';
import type { Prepared } from '../preparedSchema.ts';
import type { RichKeywords } from '../validatorExtensions.ts';

type Data = Record<string, unknown>;

/** The draft the validator interprets (interpretingValidator.ts). */
const DRAFT = '7';

/**
 * A `false` schema in a prepared copy. cfworker reports a failed `false` schema at the instance's
 * location instead of the schema's, so its error could not be placed where ajv places it ("false
 * schema" at `<schema path>/false schema`); as `{ not: {} }` with a mark, it fails the same way and
 * its `not` error carries the schema's path. (Without the rich part cfworker checks `false` itself:
 * the same validity, the error placed less well.)
 */
const FALSE_SCHEMA = '__false_schema__';

/** What a `false` schema becomes: nothing is valid against `not: {}`. */
const falseSchema = () => ({ not: {}, [FALSE_SCHEMA]: true });

/** True when `node` is the stand-in of a `false` schema. */
const isFalseSchema = (node: unknown): boolean =>
  typeof node === 'object' && node !== null && FALSE_SCHEMA in node;

/** draft-07 keywords whose value is one schema, a list of schemas or a map of schemas. */
const ONE = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const LIST = ['allOf', 'anyOf', 'oneOf'];
const MAP = ['properties', 'patternProperties', 'definitions'];

/**
 * Sets `key` of `node` as an own property: a schema may name a property `__proto__`, and a plain
 * assignment to that name would change the object's prototype instead.
 */
const put = (node: Data, key: string, value: unknown) =>
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });

/** `node` with its `false` subschemas replaced, in place (`node` is already a private copy). */
function replaceFalse(node: unknown): unknown {
  if (node === false) return falseSchema();
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const schema = node as Data;
  for (const key of ONE) if (key in schema) put(schema, key, replaceFalse(schema[key]));
  for (const key of LIST)
    if (Array.isArray(schema[key])) put(schema, key, (schema[key] as unknown[]).map(replaceFalse));
  // `items` is one schema or a list of them (a tuple).
  if ('items' in schema)
    schema.items = Array.isArray(schema.items)
      ? (schema.items as unknown[]).map(replaceFalse)
      : replaceFalse(schema.items);
  for (const key of [...MAP, 'dependencies']) {
    const map = schema[key];
    if (typeof map !== 'object' || map === null || Array.isArray(map)) continue;
    for (const name of Object.keys(map)) {
      const value = (map as Data)[name];
      // A `dependencies` entry is a schema or a list of property names (not a schema).
      if (value === false) put(map as Data, name, replaceFalse(value));
      else if (!Array.isArray(value)) replaceFalse(value);
    }
  }
  return schema;
}

/** ajv's params and English message for the keywords only a rich schema has, then the flat ones. */
function richDetails(
  keyword: string,
  schema: Record<string, unknown>,
  found: Record<string, unknown>,
): { params: Record<string, unknown>; message: string } {
  const value = schema[keyword];
  switch (keyword) {
    case 'minItems':
    case 'maxItems':
      return {
        params: { limit: value },
        message: `must NOT have ${keyword === 'minItems' ? 'fewer' : 'more'} than ${String(value)} items`,
      };
    case 'minProperties':
    case 'maxProperties':
      return {
        params: { limit: value },
        message: `must NOT have ${keyword === 'minProperties' ? 'fewer' : 'more'} than ${String(value)} properties`,
      };
    case 'uniqueItems':
      return {
        params: { i: found.i, j: found.j },
        message: `must NOT have duplicate items (items ## ${String(found.j)} and ${String(found.i)} are identical)`,
      };
    case 'additionalProperties':
      return {
        params: { additionalProperty: found.additionalProperty },
        message: 'must NOT have additional properties',
      };
    case 'additionalItems': {
      const limit = Array.isArray(schema.items) ? schema.items.length : 0;
      return { params: { limit }, message: `must NOT have more than ${limit} items` };
    }
    case 'dependencies': {
      const deps = found.deps as string[];
      return {
        params: {
          property: found.property,
          missingProperty: found.missingProperty,
          depsCount: deps.length,
          deps: deps.join(', '),
        },
        message: `must have ${deps.length === 1 ? 'property' : 'properties'} ${deps.join(', ')} when property ${String(found.property)} is present`,
      };
    }
    case 'propertyNames':
      return {
        params: { propertyName: found.propertyName },
        message: 'property name must be valid',
      };
    case 'contains':
      return { params: { minContains: 1 }, message: 'must contain at least 1 valid item(s)' };
    case 'not':
      return { params: {}, message: 'must NOT be valid' };
    case 'anyOf':
      return { params: {}, message: 'must match a schema in anyOf' };
    case 'oneOf':
      return {
        params: { passingSchemas: found.passingSchemas ?? null },
        message: 'must match exactly one schema in oneOf',
      };
    case 'if':
      return {
        params: { failingKeyword: found.failingKeyword },
        message: `must match "${String(found.failingKeyword)}" schema`,
      };
    case 'false schema':
      return { params: {}, message: 'boolean schema is false' };
    default:
      return ajvDetails(keyword, schema, found);
  }
}

/** Keywords ajv reports after the errors of their subschemas (cfworker reports them before). */
const AFTER_INNER = new Set(['anyOf', 'oneOf', 'if', 'contains', 'propertyNames']);

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
    const here = asObject(node);
    if (part === '$ref' && typeof here.$ref === 'string') {
      const uri = (here as { __absolute_ref__?: string }).__absolute_ref__ ?? here.$ref;
      node = lookup[uri];
      path = here.$ref.startsWith('#') ? here.$ref.replace(/\/$/, '') : `${path}/$ref`;
      continue;
    }
    node = own(here, decode(part));
    path = `${path}/${part}`;
  }
  return { schema: asObject(node), path };
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

/** The index of the `oneOf` subschema an inner unit's keyword location (`<oneOf>/<i>/...`) is in. */
const branchOf = (unit: OutputUnit, oneOf: string) =>
  Number(unit.keywordLocation.slice(oneOf.length + 1).split('/')[0]);

/**
 * FORM-11: cfworker's units with the inner errors ajv reports (allErrors, as RJSF runs it) and
 * only those, so the main pass sees what ajv saw:
 * - `contains`: cfworker drops the items' errors against the `contains` subschema once none
 *   matches; ajv keeps them (each item in turn, before its `contains` error). The items are checked
 *   again here, only when `contains` failed (no cost on valid data or a flat form).
 * - `oneOf`: cfworker checks every option; ajv stops at the second passing one (its later options'
 *   errors never exist) and names the two in `passingSchemas` (`null` when none passes). An option
 *   passed when no unit lies under it (cfworker's result is valid exactly when it has no errors).
 * Units are in cfworker's depth-first order, so a keyword's inner units follow it; each run of
 * inner units is reshaped in turn (a `oneOf` in a `contains` subschema, and so on).
 */
function withAjvInner(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'],
  passing: Map<OutputUnit, [number, number] | null>,
): OutputUnit[] {
  const out: OutputUnit[] = [];
  for (let index = 0; index < units.length; index++) {
    const unit = units[index]!;
    out.push(unit);
    if (unit.keyword === 'oneOf') {
      const location = unit.keywordLocation;
      let end = index + 1;
      while (end < units.length && units[end]!.keywordLocation.startsWith(`${location}/`)) end++;
      const inner = units.slice(index + 1, end);
      index = end - 1;
      const options = locate(schema, lookup, location).schema.oneOf;
      const failing = new Set(inner.map((u) => branchOf(u, location)));
      const passed: number[] = [];
      const count = Array.isArray(options) ? options.length : 0;
      for (let i = 0; i < count && passed.length < 2; i++) if (!failing.has(i)) passed.push(i);
      const second = passed.length === 2 ? passed[1]! : Infinity;
      passing.set(unit, passed.length === 2 ? [passed[0]!, passed[1]!] : null);
      out.push(
        ...withAjvInner(
          inner.filter((u) => branchOf(u, location) < second),
          schema,
          data,
          lookup,
          passing,
        ),
      );
    } else if (unit.keyword === 'contains') {
      const items = at(data, unit.instanceLocation);
      const sub = locate(schema, lookup, unit.keywordLocation).schema.contains;
      // An empty array: ajv checks no item, only `contains` fails.
      if (!Array.isArray(items) || sub === undefined) continue;
      const base = unit.instanceLocation;
      for (const [j, item] of items.entries()) {
        const result = validate(
          item,
          sub as Schema,
          DRAFT,
          lookup,
          false,
          null,
          `${base}/${j}`,
          unit.keywordLocation,
        );
        out.push(...withAjvInner(result.errors, schema, data, lookup, passing));
      }
    }
  }
  return out;
}

/** cfworker's errors as ajv's, in ajv's order, for any schema. */
function toAjvErrors(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'],
): AjvLikeError[] {
  const errors = ajvOrder();
  const missingSeen = new Map<string, number>();
  const deferred: Deferred[] = [];
  const passing = new Map<OutputUnit, [number, number] | null>();
  units = withAjvInner(units, schema, data, lookup, passing);
  // Locations whose errors ajv does not report (the items after `additionalItems: false` fails).
  let skip: string | undefined;

  const settle = (keywordLocation?: string) => {
    while (deferred.length > 0) {
      const last = deferred[deferred.length - 1]!;
      if (keywordLocation !== undefined && keywordLocation.startsWith(last.inner)) return;
      deferred.pop();
      errors.push(last.error);
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
      else if (errors.out.some((e) => e.schemaPath === schemaPath && e.instancePath === path))
        continue;
    } else if (keyword === 'dependencies') {
      const names = /^Instance has "([\s\S]*)" but does not have "([\s\S]*)"\.$/.exec(unit.error);
      // A schema dependency: ajv reports what failed in it.
      if (!names) continue;
      found.property = names[1];
      found.missingProperty = names[2];
      const deps = (parentSchema.dependencies as Data | undefined)?.[names[1]!];
      found.deps = Array.isArray(deps) ? deps : [];
    } else if (keyword === 'required') {
      found.missingProperty = missingProperty(unit, parentSchema, instance, missingSeen);
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
      found.passingSchemas = passing.get(unit) ?? null;
    }

    const error: AjvLikeError = {
      instancePath: path,
      schemaPath,
      keyword,
      ...(keyword === 'false schema' ? {} : { parentSchema }),
      ...richDetails(keyword, parentSchema, found),
    };
    if (AFTER_INNER.has(keyword))
      deferred.push({
        inner: inner ?? `${unit.keywordLocation}/`,
        ...(ownPath === undefined ? {} : { instancePath: ownPath }),
        error,
      });
    else errors.push(error);
  }
  settle();
  return errors.sorted();
}

/** What richEngine.ts (and the server) registers into the validator. */
/**
 * FORM-11: @rjsf/validator-ajv8's `filterDuplicateErrors` (its default, no filtering suppressed):
 * an error from inside an `anyOf`/`oneOf` option is dropped when an earlier kept error under the
 * same schema (the path before the first `/anyOf/`, else `/oneOf/`) has the same message (two
 * options both missing `foo`, two `false` options). A flat form has neither keyword: nothing is
 * dropped, and the check is one `indexOf` per error.
 */
function withoutDuplicates(errors: RJSFValidationError[]): RJSFValidationError[] {
  const kept: RJSFValidationError[] = [];
  for (const error of errors) {
    const path = error.schemaPath ?? '';
    const anyOf = path.indexOf('/anyOf/');
    const cut = anyOf >= 0 ? anyOf : path.indexOf('/oneOf/');
    const prefix = cut > 0 ? path.slice(0, cut) : undefined;
    const duplicate =
      prefix !== undefined &&
      kept.some((e) => e.message === error.message && e.schemaPath?.startsWith(prefix));
    if (!duplicate) kept.push(error);
  }
  return kept;
}

export const richValidatorKeywords: RichKeywords = {
  toAjvErrors,
  prepareCopy: replaceFalse,
  withoutDuplicates,
};
