/**
 * FORM-11: for each keyword whose error the form shows in words (src/forms/messages.ts reads the
 * error's `name` and `params`; RJSF places it by `property`), the interpreter's errors are
 * @rjsf/validator-ajv8's: on the suite's invalid cases of that keyword (where ajv8 finds them
 * invalid) and on nested shapes a CMS schema could take. The lists are compared as sets: in nested
 * schemas ajv's order (depth-first, its own keyword order) is not yet followed; for a flat form it
 * is (interpretingValidator.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { InterpretingValidator } from './interpretingValidator.ts';
import { KEYWORD_FALLBACK } from './messages.ts';
import { ajv8, suiteCases } from './testing/jsonSchemaSuite.ts';
import { richValidatorKeywords } from './rich/richKeywords.ts';
import { registerRichKeywords } from './validatorExtensions.ts';

// FORM-19: the validator with its rich keywords, as the engine's rich part registers them.
registerRichKeywords(richValidatorKeywords);

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

/**
 * The keywords messages.ts translates (its fallbacks) and those whose `params.limit` or own field
 * message (`messages[keyword]`) keywordMessage reads, with the other keywords of a field.
 */
const KEYWORDS = [
  ...Object.keys(KEYWORD_FALLBACK),
  'exclusiveMinimum',
  'exclusiveMaximum',
  'const',
  'enum',
  'type',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
  'minProperties',
  'maxProperties',
];

/** What the form reads of an error, in one order (see above). */
const shown = (errors: RJSFValidationError[]) =>
  errors
    .map(({ name, property, params, message }) => ({ name, property, params, message }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const both = (schema: RJSFSchema, data: unknown) => {
  const formData = data as Record<string, unknown>;
  return {
    ours: shown(new InterpretingValidator().validateFormData(formData, schema).errors),
    ajv: shown(ajv8().validateFormData(formData, structuredClone(schema)).errors),
  };
};

// An invalid case ajv8 lets through (a known ajv gap, see validatorConformance.test.ts) has no
// ajv errors to compare with.
const SUITE = suiteCases().filter(
  (c) =>
    !c.valid &&
    ajv8().validateFormData(c.data as Record<string, unknown>, structuredClone(c.schema)).errors
      .length > 0,
);

const address: RJSFSchema = {
  type: 'object',
  required: ['street'],
  properties: {
    street: { type: 'string', minLength: 3 },
    zip: { type: 'string', pattern: '^\\d{5}$' },
  },
};

/** Shapes the suite's keyword files do not try, with data that breaks each keyword. */
const NESTED: [string, RJSFSchema, unknown][] = [
  [
    'a property inside a nested object',
    { type: 'object', properties: { home: address } },
    { home: { street: 'ab', zip: 'x' } },
  ],
  [
    'a required property of a nested object',
    { type: 'object', properties: { home: address } },
    { home: {} },
  ],
  [
    'array items',
    {
      type: 'object',
      properties: {
        phones: {
          type: 'array',
          minItems: 3,
          uniqueItems: true,
          items: { type: 'string', maxLength: 3 },
        },
      },
    },
    { phones: ['1234', '1234'] },
  ],
  [
    '$ref to definitions',
    {
      definitions: { amount: { type: 'integer', minimum: 500, maximum: 1000, multipleOf: 50 } },
      type: 'object',
      properties: {
        amount: { $ref: '#/definitions/amount' },
        again: { $ref: '#/definitions/amount' },
      },
    },
    { amount: 'ten', again: 1025 },
  ],
  [
    'a property with a space in its name',
    {
      type: 'object',
      required: ['last name'],
      properties: { 'first name': { type: 'string', minLength: 2 }, 'a/b~c': { const: 1 } },
    },
    { 'first name': 'J', 'a/b~c': 2 },
  ],
  [
    'a format (the suite tries formats on valid data only)',
    {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, day: { format: 'date' } },
    },
    { email: 'not an address', day: '2024-13-01' },
  ],
  ['allOf of two required', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, {}],
  [
    'additionalProperties false beside properties',
    { type: 'object', additionalProperties: false, properties: { a: { enum: [1, 2] } } },
    { a: 3, b: 1, c: 2 },
  ],
  // A `false` schema is spelled `false`, not by its error's name ('false schema'), and no suite
  // file is named after it (FORM-11).
  ['a false property schema', { type: 'object', properties: { a: false } }, { a: 1 }],
  [
    'a false schema in an items tuple',
    { type: 'object', properties: { pair: { type: 'array', items: [{ type: 'string' }, false] } } },
    { pair: ['x', 1] },
  ],
];

describe.each(KEYWORDS)('%s', (keyword) => {
  const cases = SUITE.filter((c) => c.file === keyword);
  it('is tried on invalid data, by the suite or below', () => {
    // A nested shape tries a keyword its schema names or whose error ajv8 raises on its data.
    const own = NESTED.filter(
      ([, schema, data]) =>
        JSON.stringify(schema).includes(`"${keyword}"`) ||
        both(schema, data).ajv.some((e) => e.name === keyword),
    );
    expect(cases.length + own.length).toBeGreaterThan(0);
  });
  it.each(cases.map((c): [string, (typeof cases)[number]] => [`${c.group} / ${c.name}`, c]))(
    '%s: the same errors as ajv8',
    (_title, c) => {
      const { ours, ajv } = both(c.schema, c.data);
      expect(ours).toEqual(ajv);
    },
  );
});

describe('nested shapes', () => {
  it.each(NESTED)('%s: the same errors as ajv8', (_title, schema, data) => {
    const { ours, ajv } = both(schema, data);
    expect(ajv.length).toBeGreaterThan(0);
    expect(ours).toEqual(ajv);
  });
});
