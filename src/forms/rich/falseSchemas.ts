/** FORM-19: `false` schemas in a prepared copy, as the rich keywords (richKeywords.ts) see them. */

type Data = Record<string, unknown>;

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
export const isFalseSchema = (node: unknown): boolean =>
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
export function replaceFalse(node: unknown): unknown {
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
