/**
 * The meta-schema of the form engine (issue 29): the draft-07 keywords it interprets, at any depth,
 * each with the kind of value it takes, and nothing else, so a typo (`minLenght`) or a keyword the
 * engine would silently ignore is an error. It is data interpreted by @cfworker/json-schema, never
 * compiled (docs/decisions.md #39), so the browser runs it too; recursion goes through
 * `definitions` and `$ref` like any other schema.
 */
import { format, type Schema } from '@cfworker/json-schema';

/** The `$schema` values the engine accepts (the packages' draft, draft-07, is also the default). */
export const DRAFT_07_URIS = [
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
] as const;

/** The formats the validator checks, plus RJSF's file widget format (data-url: its value is text). */
export const FORMATS = [...Object.keys(format), 'data-url'];

const TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array'];
const text: Schema = { type: 'string' };
const bound: Schema = { type: 'number' };
const count: Schema = { type: 'integer', minimum: 0 };
const schema: Schema = { $ref: '#/definitions/schema' };
/** `false`/`true` are schemas too, and `additionalProperties: false` is how a form closes an object. */
const schemaOrBoolean: Schema = { $ref: '#/definitions/schemaOrBoolean' };
/** `items`: one schema for every item, or a list of schemas (a tuple). */
const itemsValue: Schema = { $ref: '#/definitions/items' };
/** A `dependencies` value: the names a field requires, or a schema (more fields). */
const dependency: Schema = { $ref: '#/definitions/dependency' };
const schemaList: Schema = { type: 'array', minItems: 1, items: schema };
/** Names the engine uses as object keys and in dotted paths (messages keys, problem paths). */
const names: Schema = {
  pattern: '^[^.]+$',
  not: { enum: ['__proto__', 'constructor', 'prototype'] },
};

/** One schema: the keywords the engine reads (draft-07 validation and annotations). */
const SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { enum: [...DRAFT_07_URIS] },
    // Local references only: a remote one would make the engine fetch (or fail to find) a schema.
    $ref: { type: 'string', pattern: '^#(/|$)' },
    $comment: text,
    title: text,
    description: text,
    default: true,
    examples: { type: 'array' },
    readOnly: { type: 'boolean' },
    writeOnly: { type: 'boolean' },
    // One type name, or a list of them (`["string", "null"]` for a field that may be empty).
    type: {
      type: ['string', 'array'],
      items: { enum: TYPES },
      uniqueItems: true,
      minItems: 1,
      if: { type: 'string' },
      then: { enum: TYPES },
    },
    enum: { type: 'array', minItems: 1 },
    const: true,
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    maximum: bound,
    exclusiveMaximum: bound,
    minimum: bound,
    exclusiveMinimum: bound,
    maxLength: count,
    minLength: count,
    pattern: { type: 'string', format: 'regex' },
    format: { enum: FORMATS },
    items: itemsValue,
    additionalItems: schemaOrBoolean,
    maxItems: count,
    minItems: count,
    uniqueItems: { type: 'boolean' },
    contains: schemaOrBoolean,
    maxProperties: count,
    minProperties: count,
    required: { type: 'array', items: text, uniqueItems: true },
    properties: { type: 'object', propertyNames: names, additionalProperties: schema },
    patternProperties: {
      type: 'object',
      propertyNames: { format: 'regex' },
      additionalProperties: schemaOrBoolean,
    },
    additionalProperties: schemaOrBoolean,
    // A field's value requires other fields (a list of names) or a schema (more fields).
    dependencies: { type: 'object', additionalProperties: dependency },
    propertyNames: schemaOrBoolean,
    if: schemaOrBoolean,
    then: schemaOrBoolean,
    else: schemaOrBoolean,
    allOf: schemaList,
    anyOf: schemaList,
    oneOf: schemaList,
    not: schemaOrBoolean,
    definitions: { type: 'object', propertyNames: names, additionalProperties: schema },
  },
};

/** The engine's meta-schema: any one schema at the root (an object of fields, a list, one value). */
export const FORM_META_SCHEMA: Schema = {
  $ref: '#/definitions/schema',
  // The alternatives share SCHEMA's keywords and only widen its `type`, instead of an `anyOf` whose
  // losing branches would each report an error: `properties` applies to objects alone, `items` to
  // lists alone, so one problem stays one line.
  definitions: {
    schema: SCHEMA,
    schemaOrBoolean: { ...SCHEMA, type: ['object', 'boolean'] },
    items: { ...SCHEMA, type: ['object', 'boolean', 'array'], minItems: 1, items: schema },
    dependency: { ...SCHEMA, type: ['object', 'array'], items: text, uniqueItems: true },
  },
};
