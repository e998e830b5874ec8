import { describe, expect, it } from 'vitest';
import { formSchemaProblems } from './schemaCheck.ts';
import { fieldListToPackage, type FieldListSchema } from './fieldListAdapter.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };
import swFieldList from '../../schemas/cms/sw/get-form-schema.json' with { type: 'json' };

const files = import.meta.glob('../../schemas/cms/*/form-*.json', {
  eager: true,
  import: 'default',
});

const form = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: [],
  properties: fields,
  ...extra,
});

describe('formSchemaProblems', () => {
  it.each(Object.entries(files))('accepts the repo package %s', (_file, pkg) => {
    expect(formSchemaProblems((pkg as { schema: unknown }).schema)).toEqual([]);
  });

  it('accepts the HBB field list (EN and SW) through the adapter, and live bounds', () => {
    for (const list of [enFieldList, swFieldList])
      expect(formSchemaProblems(fieldListToPackage(list as FieldListSchema).pkg.schema)).toEqual(
        [],
      );
    expect(
      formSchemaProblems(form({ amount: { type: 'integer', minimum: 500, maximum: 1_000_000 } })),
    ).toEqual([]);
  });

  it('refuses a pattern that is not a regular expression', () => {
    expect(formSchemaProblems(form({ phone: { type: 'string', pattern: '^(\\d{9}$' } }))).toEqual([
      'schema.properties.phone.pattern: is not a regular expression the engine can use',
    ]);
  });

  it('refuses a keyword with the wrong kind of value', () => {
    expect(formSchemaProblems(form({ phone: { type: 'string', maxLength: '9' } }))).toEqual([
      'schema.properties.phone.maxLength: Instance type "string" is invalid. Expected "integer".',
    ]);
    expect(formSchemaProblems(form({ n: { type: 'money' } }))).toHaveLength(1);
    expect(formSchemaProblems({ type: 'object', properties: [] })).toHaveLength(1);
  });

  it('refuses keywords the engine does not read, code-like content and odd field names', () => {
    expect(
      formSchemaProblems(
        form({
          phone: { type: 'string', validate: 'function () { return fetch("//evil") }' },
          __proto__x: { type: 'string' },
        }),
      ),
    ).toEqual(['schema.properties.phone.validate: is not a keyword the form engine reads']);
    expect(
      formSchemaProblems(JSON.parse('{"type":"object","properties":{"__proto__":{}}}')),
    ).toEqual(['schema.properties.__proto__: is not a field name the engine accepts']);
    expect(formSchemaProblems(form({ a: { $ref: 'https://evil.example/schema.json' } }))).toEqual([
      'schema.properties.a.$ref: is a remote reference: only local ones ("#/definitions/...") are read',
    ]);
    expect(formSchemaProblems(form({ a: { title: () => 'x' } }))[0]).toMatch(
      /^schema: is not JSON data/,
    );
  });

  it('accepts draft-07 only', () => {
    const draft7 = 'http://json-schema.org/draft-07/schema#';
    expect(formSchemaProblems(form({}, { $schema: draft7 }))).toEqual([]);
    expect(
      formSchemaProblems(form({}, { $schema: 'https://json-schema.org/draft/2020-12/schema' })),
    ).toHaveLength(1);
  });
});
