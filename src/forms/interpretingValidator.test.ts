import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
// ajv stays a Node-side tool (schemas:check); here it is the oracle the interpreter must match.
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { InterpretingValidator, asJson } from './interpretingValidator.ts';
import { fieldListToPackage, type FieldListSchema } from './fieldListAdapter.ts';
import { withLiveBounds } from './validatorCache.ts';
import { REPO_FORM_NAMES, repoPackage } from './testing/packages.ts';
import type { FormPackage } from './formPackage.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };

const FORMS = REPO_FORM_NAMES;

/** Every keyword a package may use (schemaCheck.ts), formats aside (ajv-formats differs by design). */
const EVERY_KEYWORD: FormPackage = {
  id: 'every-keyword',
  version: 1,
  uiSchema: { code: { 'ui:title': 'Promo code' } },
  messages: {},
  schema: {
    type: 'object',
    title: 'Every keyword',
    required: ['code', 'count', 'ok'],
    properties: {
      code: { type: 'string', title: 'Code', minLength: 2, maxLength: 6, pattern: '^[A-Z]+$' },
      count: {
        type: 'integer',
        minimum: 1,
        maximum: 9,
        exclusiveMinimum: 0,
        exclusiveMaximum: 10,
        multipleOf: 3,
      },
      price: { type: 'number', minimum: 0.5 },
      town: { type: 'string', title: 'Town', enum: ['Arusha', 'Dodoma'] },
      ok: { type: 'boolean', const: true },
      free: { title: 'Anything' },
    },
  },
};

const value = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.double({ min: -10, max: 10, noNaN: true }),
  fc.string({ maxLength: 14 }),
  fc.stringMatching(/^[0-9A-Za-z@.]{0,14}$/),
  fc.constantFrom('712000001', 'Arusha', 'ABC', 'PE0123456789', 'jane@twiga.co.tz', '123456'),
);

function packages(): FormPackage[] {
  const bounds = { amount: { minimum: 500, maximum: 1_000_000 } };
  return [
    ...FORMS.flatMap((name) => [repoPackage('en', name), repoPackage('sw', name)]),
    fieldListToPackage(enFieldList as FieldListSchema).pkg,
    EVERY_KEYWORD,
  ].map((pkg) => ({ ...pkg, schema: withLiveBounds(pkg.schema, bounds) }));
}

describe('InterpretingValidator gives what @rjsf/validator-ajv8 gives', () => {
  it.each(packages().map((pkg) => [pkg.id, pkg] as const))(
    'property: %s, any data: the same errors (name, property, params, message, order) and error schema',
    (_id, pkg) => {
      const ajv = customizeValidator({ ajvOptionsOverrides: { allErrors: true } });
      const ours = new InterpretingValidator();
      const schema = pkg.schema as RJSFSchema;
      const fields = Object.keys(pkg.schema.properties ?? {});
      const data = fc.dictionary(fc.constantFrom(...fields), value);
      fc.assert(
        fc.property(data, (formData) => {
          const want = ajv.validateFormData(formData, schema, undefined, undefined, pkg.uiSchema);
          const got = ours.validateFormData(formData, schema, undefined, undefined, pkg.uiSchema);
          expect(got.errors).toEqual(want.errors);
          expect(got.errorSchema).toEqual(want.errorSchema);
          expect(ours.isValid(schema, formData, schema)).toBe(
            ajv.isValid(schema, formData, schema),
          );
        }),
        { numRuns: 150 },
      );
    },
  );

  it('runs customValidate and transformErrors the way ajv8 does', () => {
    const pkg = repoPackage('en', 'form-airtime');
    const schema = pkg.schema as RJSFSchema;
    const run = (v: ReturnType<typeof customizeValidator> | InterpretingValidator) =>
      v.validateFormData(
        { phone: '71' },
        schema,
        (formData, errors) => {
          const slots = errors as unknown as Record<string, { addError(m: string): void }>;
          if ((formData as { email?: string }).email === undefined)
            slots.email?.addError('custom: no email');
          return errors;
        },
        (errors) => errors.map((e) => ({ ...e, message: `[${e.name}] ${e.message}` })),
      );
    const ours = run(new InterpretingValidator());
    expect(ours).toEqual(run(customizeValidator({ ajvOptionsOverrides: { allErrors: true } })));
    expect(ours.errorSchema.email?.__errors).toContain('custom: no email');
  });
});

describe('the rest of ValidatorType', () => {
  it('rawValidation reports a schema it cannot interpret instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const v = new InterpretingValidator();
    const broken = { type: 'object', properties: { a: { type: 'string', pattern: '([' } } };
    const raw = v.rawValidation(broken as RJSFSchema, { a: 'x' });
    expect(raw.validationError).toBeInstanceOf(Error);
    const result = v.validateFormData({ a: 'x' }, broken as RJSFSchema);
    expect(result.errorSchema.$schema?.__errors).toHaveLength(1);
    expect(v.isValid(broken as RJSFSchema, { a: 'x' }, broken as RJSFSchema)).toBe(false);
    warn.mockRestore();
  });

  it('isValid resolves references in the root schema, as RJSF asks for oneOf/anyOf options', () => {
    const root = {
      definitions: { digits: { type: 'string', pattern: '^\\d+$' } },
      type: 'object',
      properties: { a: { $ref: '#/definitions/digits' } },
    } as RJSFSchema;
    const v = new InterpretingValidator();
    expect(v.isValid({ $ref: '#/definitions/digits' }, '123' as never, root)).toBe(true);
    expect(v.isValid({ $ref: '#/definitions/digits' }, 'x' as never, root)).toBe(false);
  });

  it('does not touch the schema object it is given', () => {
    const pkg = repoPackage('en', 'form-mpesa');
    const before = JSON.stringify(pkg.schema);
    const v = new InterpretingValidator();
    v.validateFormData({ phone: '1' }, pkg.schema as RJSFSchema);
    expect(JSON.stringify(pkg.schema)).toBe(before);
    expect(Object.getOwnPropertyNames(pkg.schema)).not.toContain('__absolute_uri__');
    v.reset();
  });

  it('treats undefined members as absent, as ajv does', () => {
    expect(asJson({ a: undefined, b: [undefined, 1], c: { d: undefined } })).toEqual({
      b: [null, 1],
      c: {},
    });
  });
});
