import { describe, expect, it } from 'vitest';
import type { FormJsonSchema, FormPackage } from './formPackage.ts';
import type { Translate } from './messages.ts';
import { createTestI18n } from './testing/i18nForTests.ts';
import {
  canSubmit,
  fieldInfos,
  isEmptyValue,
  makeRules,
  SCHEMA_PROBLEMS,
  validateAll,
  validateField,
} from './validation.ts';

const en = createTestI18n('en');
const tEn = en.t.bind(en) as unknown as Translate;

/** A small package: a required name, a 9-digit number, an optional landmark, a must-tick consent. */
const schema: FormJsonSchema = {
  type: 'object',
  required: ['fullName', 'msisdn', 'consent'],
  properties: {
    fullName: { type: 'string', title: 'Full Name', minLength: 3 },
    msisdn: { type: 'string', pattern: '^[67][0-9]{8}$' },
    landmark: { type: 'string', title: 'Landmark', minLength: 5, pattern: '^(?=.*[A-Za-z]).+$' },
    consent: { type: 'boolean', title: 'I agree', const: true },
  },
};
const pkg: FormPackage = {
  id: 'form-test',
  version: 1,
  schema,
  uiSchema: {},
  messages: { msisdn: { pattern: '@mobile.invalid' } },
};
const rules = makeRules(pkg, schema, tEn, 'en');

describe('what a field rule knows about its field', () => {
  it('labels a field by its title, or by its name when it has none, with its own messages', () => {
    const infos = fieldInfos(pkg, schema);
    expect(infos.get('fullName')).toMatchObject({ label: 'Full Name', minLength: 3, messages: {} });
    expect(infos.get('msisdn')).toMatchObject({
      label: 'msisdn',
      pattern: '^[67][0-9]{8}$',
      messages: { pattern: '@mobile.invalid' },
    });
    expect(infos.get('consent')?.type).toBe('boolean');
  });
});

describe('whole-form validation (submit)', () => {
  it('names every empty required field once, shows an unticked consent no text, and checks the 9-digit number', () => {
    expect(validateAll(rules, { msisdn: '71200000' })).toEqual({
      fullName: ['Full Name is required'],
      msisdn: ['Invalid Mobile No'],
    });
    expect(validateAll(rules, { fullName: 'Amina', msisdn: '712000001', consent: true })).toEqual(
      {},
    );
  });

  it('applies the landmark rule through customValidate: only digits is refused, empty is fine', () => {
    expect(validateAll(rules, { landmark: '12345' }).landmark).toEqual([
      'Please enter a valid landmark',
    ]);
    expect(validateAll(rules, { landmark: '' }).landmark).toBeUndefined();
  });

  it('blocks a broken schema with its problems instead of field texts', () => {
    const broken = { ...schema, properties: { x: { type: 'text' } } } as unknown as FormJsonSchema;
    const errors = validateAll(makeRules(pkg, broken, tEn, 'en'), {});
    expect(Object.keys(errors)).toEqual([SCHEMA_PROBLEMS]);
    expect(errors[SCHEMA_PROBLEMS]!.length).toBeGreaterThan(0);
  });
});

describe('one-field validation (per keystroke)', () => {
  it('checks only the changed field, and nothing for a field the form does not have', () => {
    expect(validateField(rules, 'fullName', { fullName: 'Al', msisdn: 'x' })).toEqual([
      'Full Name must be at least 3 characters',
    ]);
    expect(validateField(rules, 'nickname', { nickname: '' })).toEqual([]);
  });

  it('gives the landmark texts without the schema interpreter: too short, then only digits', () => {
    expect(validateField(rules, 'landmark', { landmark: 'ab' })).toEqual([
      'Landmark must be at least 5 characters',
    ]);
    expect(validateField(rules, 'landmark', { landmark: '123456' })).toEqual([
      'Please enter a valid landmark',
    ]);
    expect(validateField(rules, 'landmark', { landmark: 'Near the clock tower' })).toEqual([]);
  });

  it('says nothing for an unticked consent while typing', () => {
    expect(validateField(rules, 'consent', { consent: false })).toEqual([]);
  });
});

describe('the submit button', () => {
  const complete = { fullName: 'Amina', msisdn: '712000001', consent: true };

  it('is enabled when every required field is filled and no field has an error', () => {
    expect(canSubmit(schema, complete, {})).toBe(true);
    expect(canSubmit(schema, complete, { landmark: [] }, { msisdn: [] })).toBe(true);
  });

  it('is disabled by any error, of the form or of the feature (extra)', () => {
    expect(canSubmit(schema, complete, { landmark: ['Please enter a valid landmark'] })).toBe(
      false,
    );
    expect(canSubmit(schema, complete, {}, { msisdn: ['Please enter valid Twiga number'] })).toBe(
      false,
    );
  });

  it.each([
    ['nothing typed', undefined],
    ['null', null],
    ['an empty text', ''],
    ['an unticked checkbox', false],
  ])('is disabled while a required field holds %s', (_what, value) => {
    expect(canSubmit(schema, { ...complete, fullName: value }, {})).toBe(false);
  });

  it('is enabled for a form without required fields', () => {
    expect(canSubmit({ type: 'object', properties: {} }, {}, {})).toBe(true);
  });

  it('counts 0 and a ticked box as filled in', () => {
    expect([0, true, 'a'].map(isEmptyValue)).toEqual([false, false, false]);
  });
});
