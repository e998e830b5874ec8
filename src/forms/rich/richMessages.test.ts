/**
 * FORM-15: in a rich form every keyword has words in English and Swahili that name the field with
 * its place, found the way RJSF draws the form for the answers given (a group, a list item, a
 * field a condition adds, a `$ref`).
 */
import { describe, expect, it } from 'vitest';
import type { FormJsonSchema, FormPackage } from '../formPackage.ts';
import type { Translate } from '../messages.ts';
import { createTestI18n } from '../testing/i18nForTests.ts';
import { makeRules, validateAll } from '../validation.ts';
import { richInfoAt } from './richInfoAt.ts';
import { richValidatorKeywords } from './richKeywords.ts';
import { registerRichKeywords } from '../validatorExtensions.ts';

// FORM-19: a rich form is validated once its rich part is loaded, which registers the validator's
// rich keywords (richEngine.ts); without them a `$ref`'s or a list's bound has no `limit` to word.
registerRichKeywords(richValidatorKeywords);

const translator = (language: 'en' | 'sw') => {
  const i18n = createTestI18n(language);
  return i18n.t.bind(i18n) as unknown as Translate;
};

const schema = {
  type: 'object',
  definitions: {
    town: { type: 'string', title: 'Town', minLength: 3 },
  },
  properties: {
    address: {
      type: 'object',
      title: 'Address',
      required: ['town'],
      properties: { town: { $ref: '#/definitions/town' } },
    },
    phones: {
      type: 'array',
      title: 'Phone numbers',
      minItems: 1,
      maxItems: 2,
      items: { type: 'string', pattern: '^[67][0-9]{8}$' },
    },
    subject: { type: 'string', title: 'Subject', enum: ['GENERAL', 'BILL'] },
    age: { type: 'integer', title: 'Age', minimum: 18, multipleOf: 1 },
  },
  if: { properties: { subject: { const: 'BILL' } }, required: ['subject'] },
  then: {
    properties: { account: { type: 'string', title: 'Account number' } },
    required: ['account'],
  },
} as unknown as FormJsonSchema;
const pkg: FormPackage = {
  id: 'form-rich',
  version: 1,
  schema,
  uiSchema: {},
  messages: { 'address.town': { minLength: 'The town needs {{n}} letters' } },
};

const check = (language: 'en' | 'sw', data: Record<string, unknown>) =>
  validateAll(makeRules(pkg, schema, translator(language), language, richInfoAt), data);

describe('messages of a rich form', () => {
  it('names a nested field with its place, in English and Swahili', () => {
    expect(check('en', { address: {}, phones: ['712000001'] })).toEqual({
      'address.town': ['Address › Town is required'],
    });
    expect(check('sw', { address: {}, phones: ['712000001'] })).toEqual({
      'address.town': ['Address › Town inahitajika'],
    });
  });

  it("uses the package's own words for a nested field named by its dotted path", () => {
    expect(check('en', { address: { town: 'Mb' }, phones: ['712000001'] })).toEqual({
      'address.town': ['The town needs 3 letters'],
    });
  });

  it('names a list item by its number, and words the list bounds', () => {
    expect(check('en', { address: { town: 'Moshi' }, phones: ['812'] })).toEqual({
      'phones.0': ['Invalid Phone numbers › item 1'],
    });
    expect(check('sw', { address: { town: 'Moshi' }, phones: ['812'] })).toEqual({
      'phones.0': ['Phone numbers › kipengee 1 si sahihi'],
    });
    expect(check('en', { address: { town: 'Moshi' }, phones: [] })).toEqual({
      phones: ['Phone numbers: add at least 1'],
    });
    expect(
      check('sw', { address: { town: 'Moshi' }, phones: ['712000001', '712000002', '712000003'] }),
    ).toEqual({ phones: ['Phone numbers: usizidishe 2'] });
  });

  it('words a number bound that is not an amount, and a value outside the list', () => {
    expect(
      check('en', { address: { town: 'Moshi' }, phones: ['712000001'], age: 16, subject: 'X' }),
    ).toEqual({
      age: ['Age must be at least 18'],
      subject: ['Choose one of the options for Subject'],
    });
    expect(check('sw', { address: { town: 'Moshi' }, phones: ['712000001'], age: 16 })).toEqual({
      age: ['Age lazima iwe angalau 18'],
    });
  });

  it('asks for a field a condition adds only for the answer that adds it', () => {
    const base = { address: { town: 'Moshi' }, phones: ['712000001'] };
    expect(check('en', { ...base, subject: 'GENERAL' })).toEqual({});
    expect(check('en', { ...base, subject: 'BILL' })).toEqual({
      account: ['Account number is required'],
    });
  });
});
