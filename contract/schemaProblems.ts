/**
 * Why a value breaks a schema of the contract, in plain words that name the field: "unknown field
 * result.foo", "missing field mobileNumber", "result.amount must be number (got "1000")".
 *
 * ajv decides (one compiled validator per schema location of the document, cached); only when it
 * says no does this walk the schema beside the value to say why. ajv's own error list cannot be
 * used as it is: under `oneOf: [Success, Failure]` it reports every branch's errors at once
 * (a success answer would also be told "status must be failure"), and errors inside a `$ref` do
 * not say which branch they came from. The walk picks the branch that comes nearest instead.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) inside the document. */
export type Schema = boolean | { readonly [keyword: string]: unknown };

/** A field's place in a value: keys and array indexes. */
export type FieldPath = readonly (string | number)[];

/** One problem: where, and what is wrong, given the field's name. */
export interface Problem {
  path: FieldPath;
  say(name: string): string;
}

/** The `$id` the whole document is added under, so `#/components/...` refs resolve. */
const DOCUMENT_ID = 'contract';

/** Keywords the walk handles itself, and annotations that never fail. */
const WALKED = new Set([
  '$ref',
  'type',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'required',
  'items',
  'prefixItems',
  'allOf',
  'oneOf',
  'anyOf',
]);
const ANNOTATIONS = new Set([
  '$id',
  '$schema',
  '$anchor',
  '$defs',
  '$comment',
  'definitions',
  'title',
  'description',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'xml',
  'externalDocs',
  'contentMediaType',
  'contentEncoding',
]);
const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON Pointer segment: `~` and `/` escaped. */
export const pointerSegment = (key: string | number) =>
  String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The document pointer of a local `$ref` (`#/components/schemas/X`); undefined for others. */
export function localPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
}

/** The value at a JSON Pointer of the document, or undefined. */
export function valueAt(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let here: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(here) && !Array.isArray(here)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A value as a message quotes it: JSON, cut short. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // A test sends 5000-deep arrays; JSON cannot write them.
    return 'a value nested too deep to show';
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** `result.items[0].id`; '' for the value itself. */
export function fieldName(path: FieldPath): string {
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else name += name === '' ? segment : `.${segment}`;
  }
  return name;
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return jsonType(value) === type;
}

/** Every `$ref` of a schema made absolute (`contract#/...`), so the schema compiles on its own. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${DOCUMENT_ID}${value}`
        : anchored(value);
  }
  return out;
}

const problem = (path: FieldPath, say: (name: string) => string): Problem => ({ path, say });

/** An ajv error as a problem, its field under `path`. */
function fromAjv(error: ErrorObject, value: unknown, path: FieldPath): Problem {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  let got: unknown = value;
  const at: (string | number)[] = [...path];
  for (const key of segments) {
    at.push(Array.isArray(got) ? Number(key) : key);
    got = isObject(got) || Array.isArray(got) ? (got as Record<string, unknown>)[key] : undefined;
  }
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return problem([...at, String(params.missingProperty)], (name) => `missing field ${name}`);
    case 'additionalProperties':
      return problem([...at, String(params.additionalProperty)], (name) => `unknown field ${name}`);
    case 'unevaluatedProperties':
      return problem(
        [...at, String(params.unevaluatedProperty)],
        (name) => `unknown field ${name}`,
      );
    case 'type':
      return problem(
        at,
        (name) =>
          `${name} must be ${String(params.type).split(',').join(' or ')} (got ${show(got)})`,
      );
    case 'const':
      return problem(
        at,
        (name) => `${name} must be ${show(params.allowedValue)} (got ${show(got)})`,
      );
    case 'enum':
      return problem(
        at,
        (name) =>
          `${name} must be one of ${(params.allowedValues as unknown[]).map(show).join(', ')} (got ${show(got)})`,
      );
    default:
      return problem(
        at,
        (name) => `${name} ${error.message ?? `breaks ${error.keyword}`} (got ${show(got)})`,
      );
  }
}

/**
 * The schemas of one document, compiled on demand: `problems(pointer, value)` says why a value
 * breaks the schema at that pointer ([] when it keeps it).
 */
export class SchemaChecker {
  readonly #doc: unknown;
  readonly #ajv: InstanceType<typeof Ajv2020>;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(doc: object) {
    this.#doc = doc;
    // strict off: OpenAPI's own keywords (example, discriminator, x-*) sit in its schemas.
    // Formats are not checked: the contract pins values with enum, const and pattern instead.
    this.#ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    this.#ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  }

  /** True when the value keeps the schema at `pointer` (compiled once per pointer). */
  accepts(pointer: string, value: unknown): boolean {
    return this.#validator(pointer)(value);
  }

  /** Why the value breaks the schema at `pointer`, each problem naming its field under `path`. */
  problems(pointer: string, value: unknown, path: FieldPath = []): Problem[] {
    if (this.accepts(pointer, value)) return [];
    const found = this.#walk(pointer, value, path);
    // The walk knows the keywords contracts use; for any other, ajv's own words.
    return found.length > 0
      ? found
      : (this.#validator(pointer).errors ?? []).map((e) => fromAjv(e, value, path));
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#compiled.get(pointer);
    if (!validate) {
      const fragment = pointer.split('/').map(encodeURIComponent).join('/');
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}#${fragment}` });
      this.#compiled.set(pointer, validate);
    }
    return validate;
  }

  /** The schema's keywords the walk does not handle (format, minLength, not ...), compiled alone. */
  #leafProblems(pointer: string, schema: Record<string, unknown>, value: unknown, path: FieldPath) {
    const key = `${pointer}#leaf`;
    let validate = this.#compiled.get(key);
    if (!validate) {
      const leaf = Object.fromEntries(
        Object.entries(schema).filter(([k]) => !WALKED.has(k) && !isAnnotation(k)),
      );
      if (Object.keys(leaf).length === 0) return [];
      validate = this.#ajv.compile(anchored(leaf) as object);
      this.#compiled.set(key, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((e) => fromAjv(e, value, path));
  }

  #schemaAt(pointer: string): Schema | undefined {
    const schema = valueAt(this.#doc, pointer);
    return typeof schema === 'boolean' || isObject(schema) ? schema : undefined;
  }

  /** The pointer a `$ref` chain ends at (the schema itself when it is no bare reference). */
  #resolved(pointer: string): string {
    const seen = new Set<string>();
    let here = pointer;
    for (;;) {
      const schema = this.#schemaAt(here);
      const ref =
        isObject(schema) && typeof schema.$ref === 'string' ? localPointer(schema.$ref) : undefined;
      if (ref === undefined || seen.has(ref)) return here;
      const validating = Object.keys(schema as object).filter(
        (k) => k !== '$ref' && !isAnnotation(k),
      );
      if (validating.length > 0) return here;
      seen.add(here);
      here = ref;
    }
  }

  #walk(pointer: string, value: unknown, path: FieldPath): Problem[] {
    if (this.accepts(pointer, value)) return [];
    const schema = this.#schemaAt(pointer);
    if (schema === false) return [problem(path, (name) => `${name} is not allowed`)];
    if (!isObject(schema)) return [];
    if (schema.type !== undefined) {
      const types = ([] as unknown[]).concat(schema.type).map(String);
      if (!types.some((type) => hasType(value, type)))
        return [
          problem(path, (name) => `${name} must be ${types.join(' or ')} (got ${show(value)})`),
        ];
    }
    const out: Problem[] = [];
    if (typeof schema.$ref === 'string') {
      const target = localPointer(schema.$ref);
      if (target !== undefined) out.push(...this.#walk(target, value, path));
    }
    out.push(...this.#leafProblems(pointer, schema, value, path));
    for (const [i] of (Array.isArray(schema.allOf) ? schema.allOf : []).entries())
      out.push(...this.#walk(`${pointer}/allOf/${i}`, value, path));
    for (const keyword of ['oneOf', 'anyOf'] as const)
      if (Array.isArray(schema[keyword])) out.push(...this.#choice(pointer, keyword, value, path));
    if (isObject(value)) out.push(...this.#objectProblems(pointer, schema, value, path));
    if (Array.isArray(value)) out.push(...this.#arrayProblems(pointer, schema, value, path));
    return out;
  }

  /** oneOf/anyOf: passes as the keyword says, else the problems of the branch that came nearest. */
  #choice(pointer: string, keyword: 'oneOf' | 'anyOf', value: unknown, path: FieldPath): Problem[] {
    const branches = (this.#schemaAt(pointer) as Record<string, unknown[]>)[keyword]!.map(
      (_, i) => `${pointer}/${keyword}/${i}`,
    );
    const passing = branches.filter((branch) => this.accepts(branch, value)).length;
    if (passing === 1 || (keyword === 'anyOf' && passing > 1)) return [];
    if (passing > 1)
      return [
        problem(
          path,
          (name) => `${name} matches ${passing} of its oneOf forms (exactly one allowed)`,
        ),
      ];
    const values = this.#valueSets(branches);
    if (values)
      return [
        problem(
          path,
          (name) => `${name} must be one of ${values.map(show).join(', ')} (got ${show(value)})`,
        ),
      ];
    let nearest: Problem[] | undefined;
    for (const branch of branches) {
      const found = this.#walk(branch, value, path);
      if (!nearest || found.length < nearest.length) nearest = found;
    }
    return nearest ?? [];
  }

  /** When every branch only lists values (enum/const, e.g. the Code* schemas): all of them. */
  #valueSets(branches: string[]): unknown[] | undefined {
    const values: unknown[] = [];
    for (const branch of branches) {
      const schema = this.#schemaAt(this.#resolved(branch));
      if (!isObject(schema)) return undefined;
      const keywords = Object.keys(schema).filter((k) => !isAnnotation(k) && k !== 'type');
      if (keywords.length === 0 || !keywords.every((k) => k === 'enum' || k === 'const'))
        return undefined;
      if (Array.isArray(schema.enum)) values.push(...(schema.enum as unknown[]));
      if ('const' in schema) values.push(schema.const);
    }
    return values;
  }

  #objectProblems(
    pointer: string,
    schema: Record<string, unknown>,
    value: Record<string, unknown>,
    path: FieldPath,
  ): Problem[] {
    const out: Problem[] = [];
    const properties = isObject(schema.properties) ? schema.properties : {};
    const patterns = isObject(schema.patternProperties)
      ? Object.keys(schema.patternProperties)
      : [];
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : [])
      if (!(name in value)) out.push(problem([...path, name], (n) => `missing field ${n}`));
    for (const [key, field] of Object.entries(value)) {
      const at = [...path, key];
      const declared = Object.hasOwn(properties, key);
      if (declared)
        out.push(...this.#walk(`${pointer}/properties/${pointerSegment(key)}`, field, at));
      const matching = patterns.filter((p) => new RegExp(p, 'u').test(key));
      for (const p of matching)
        out.push(...this.#walk(`${pointer}/patternProperties/${pointerSegment(p)}`, field, at));
      if (declared || matching.length > 0 || schema.additionalProperties === undefined) continue;
      if (schema.additionalProperties === false) out.push(problem(at, (n) => `unknown field ${n}`));
      else out.push(...this.#walk(`${pointer}/additionalProperties`, field, at));
    }
    if (schema.unevaluatedProperties !== undefined) {
      const evaluated = this.#evaluated(pointer, value);
      for (const [key, field] of Object.entries(value)) {
        if (evaluated.has(key)) continue;
        const at = [...path, key];
        if (schema.unevaluatedProperties === false)
          out.push(problem(at, (n) => `unknown field ${n}`));
        else out.push(...this.#walk(`${pointer}/unevaluatedProperties`, field, at));
      }
    }
    return out;
  }

  /** The keys of `value` the schema at `pointer` evaluates (for unevaluatedProperties). */
  #evaluated(
    pointer: string,
    value: Record<string, unknown>,
    seen = new Set<string>(),
  ): Set<string> {
    const keys = new Set<string>();
    const schema = this.#schemaAt(pointer);
    if (!isObject(schema) || seen.has(pointer)) return keys;
    seen.add(pointer);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const patterns = isObject(schema.patternProperties)
      ? Object.keys(schema.patternProperties)
      : [];
    for (const key of Object.keys(value)) {
      if (
        Object.hasOwn(properties, key) ||
        patterns.some((p) => new RegExp(p, 'u').test(key)) ||
        schema.additionalProperties !== undefined
      )
        keys.add(key);
    }
    const inner: string[] = [];
    if (typeof schema.$ref === 'string') {
      const target = localPointer(schema.$ref);
      if (target !== undefined) inner.push(target);
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = (Array.isArray(schema[keyword]) ? schema[keyword] : []).map(
        (_, i) => `${pointer}/${keyword}/${i}`,
      );
      // A branch that fails evaluates nothing; when all fail, count them all (their own
      // problems are told), not every field as unknown besides.
      const passing =
        keyword === 'allOf' ? branches : branches.filter((b) => this.accepts(b, value));
      inner.push(...(passing.length > 0 ? passing : branches));
    }
    for (const next of inner) for (const key of this.#evaluated(next, value, seen)) keys.add(key);
    return keys;
  }

  #arrayProblems(
    pointer: string,
    schema: Record<string, unknown>,
    value: unknown[],
    path: FieldPath,
  ): Problem[] {
    const out: Problem[] = [];
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems.length : 0;
    value.forEach((item, i) => {
      if (i < prefix) out.push(...this.#walk(`${pointer}/prefixItems/${i}`, item, [...path, i]));
      else if (schema.items !== undefined)
        out.push(...this.#walk(`${pointer}/items`, item, [...path, i]));
    });
    return out;
  }
}
