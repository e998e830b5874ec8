/**
 * What the form engine interprets in a CMS form schema, checked before a form is shown: the
 * draft-07 keywords of a flat object of fields, each with the right kind of value, regexes that
 * compile, and nothing else. A package that fails (tampered, or a CMS mistake `schemas:check` would
 * have caught) gets the engine's "could not be loaded" message instead of a broken form.
 *
 * The check is itself data: a JSON Schema interpreted by the same validator, so no code is made
 * from a package anywhere (docs/decisions.md #39).
 */
import { format, Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

/** The `$schema` values the engine accepts (the packages' draft, draft-07, is also the default). */
export const DRAFT_07_URIS = [
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
] as const;

const text: Schema = { type: 'string' };
const bound: Schema = { type: 'number' };
const length: Schema = { type: 'integer', minimum: 0 };
const scalar: Schema = { type: ['string', 'number', 'boolean', 'null'] };

/** One field: the keywords the engine reads, with their kinds of value. */
const FIELD: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $comment: text,
    type: { enum: ['string', 'integer', 'number', 'boolean'] },
    title: text,
    description: text,
    default: scalar,
    examples: { type: 'array', items: scalar },
    readOnly: { type: 'boolean' },
    pattern: { type: 'string', format: 'regex' },
    minLength: length,
    maxLength: length,
    minimum: bound,
    maximum: bound,
    exclusiveMinimum: bound,
    exclusiveMaximum: bound,
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    enum: { type: 'array', minItems: 1, items: scalar },
    const: scalar,
    format: { enum: Object.keys(format) },
  },
};

/** The whole form schema: `{ type: 'object', properties, required }` and its annotations. */
const FORM: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'properties'],
  properties: {
    $schema: { enum: [...DRAFT_07_URIS] },
    $comment: text,
    title: text,
    description: text,
    type: { const: 'object' },
    required: { type: 'array', items: text, uniqueItems: true },
    properties: {
      type: 'object',
      propertyNames: {
        pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
        not: { enum: ['__proto__', 'constructor', 'prototype'] },
      },
      additionalProperties: FIELD,
    },
  },
};

const checker = new Validator(FORM, '7', false);

/** cfworker reports every failing parent too ("Property x does not match schema"); keep the leaves. */
const WRAPPERS = new Set(['properties', 'additionalProperties', 'items', 'propertyNames']);

const path = (unit: OutputUnit) =>
  `schema${unit.instanceLocation
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')}`;

function describe(unit: OutputUnit): string {
  switch (unit.keyword) {
    case 'false':
      return 'is not a keyword the form engine reads';
    case 'format':
      return unit.keywordLocation.endsWith('/pattern/format')
        ? 'is not a regular expression the engine can use'
        : unit.error;
    case 'not':
    case 'pattern':
      return 'is not a field name the engine accepts';
    default:
      return unit.error;
  }
}

/**
 * Every problem that keeps the engine from interpreting `schema`, as `path: problem` lines; an
 * empty list means the schema can be used. Never throws.
 */
export function formSchemaProblems(schema: unknown): string[] {
  try {
    const result = checker.validate(schema);
    if (result.valid) return [];
    const leaves = result.errors.filter((unit) => !WRAPPERS.has(unit.keyword));
    const lines = (leaves.length > 0 ? leaves : result.errors).map(
      (unit) => `${path(unit)}: ${describe(unit)}`,
    );
    return [...new Set(lines)];
  } catch (error) {
    // The interpreter refuses values that are not JSON data (functions, undefined, symbols ...).
    return [`schema: is not JSON data (${(error as Error).message})`];
  }
}
