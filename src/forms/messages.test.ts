import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressRuleMessage,
  formatAmount,
  keywordMessage,
  message,
  type FieldInfo,
  type Translate,
} from './messages.ts';
import { makeRules, validateAll, validateField } from './validation.ts';
import { withLiveBounds } from './validatorCache.ts';
import { fieldListToPackage, type FieldListSchema } from './fieldListAdapter.ts';
import { createTestI18n } from './testing/i18nForTests.ts';
import { repoPackage } from './testing/packages.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };

const en = createTestI18n('en');
const sw = createTestI18n('sw');
const tEn = en.t.bind(en) as unknown as Translate;
const tSw = sw.t.bind(sw) as unknown as Translate;

function rulesFor(
  name: string,
  bounds?: Record<string, { minimum: number; maximum: number }>,
  t = tEn,
  language = 'en',
) {
  const pkg = repoPackage(language === 'en' ? 'en' : 'sw', name);
  return makeRules(pkg, withLiveBounds(pkg.schema, bounds), t, language);
}

describe('generic field messages (HBB customer details through the adapter)', () => {
  const { pkg } = fieldListToPackage(enFieldList as FieldListSchema);
  const rules = makeRules(pkg, pkg.schema, tEn, 'en');

  // FORM-2
  it("says '{label} is required' for an empty required field, but never for a checkbox", () => {
    const errors = validateAll(rules, {});
    expect(errors.fullName).toEqual(['Full Name is required']);
    expect(errors.town).toEqual(['Town is required']);
    expect(errors.consent).toBeUndefined();
    expect(validateAll(rules, { consent: false }).consent).toBeUndefined();
  });

  // FORM-3, FORM-4, FORM-5
  it('gives min and max length texts and the errorMessage for a pattern miss', () => {
    expect(validateField(rules, 'fullName', { fullName: 'Al' })).toEqual([
      'Full Name must be at least 3 characters',
    ]);
    expect(validateField(rules, 'fullName', { fullName: 'A'.repeat(61) })).toEqual([
      'Full Name must be no more than 60 characters',
    ]);
    expect(validateField(rules, 'fullName', { fullName: 'R2D2 Droid' })).toEqual([
      'Please enter a valid name',
    ]);
    expect(validateField(rules, 'fullName', { fullName: 'Amina Juma' })).toEqual([]);
  });

  // FORM-5
  it("falls back to 'Invalid {label}' when a field has no errorMessage", () => {
    const list = {
      fields: [{ name: 'code', label: 'Promo Code', type: 'text', pattern: '^[A-Z]{4}$', rank: 1 }],
    };
    const { pkg: promo } = fieldListToPackage(list);
    expect(
      validateField(makeRules(promo, promo.schema, tEn, 'en'), 'code', { code: 'abc' }),
    ).toEqual(['Invalid Promo Code']);
  });
});

describe('address and landmark rules', () => {
  const field = (name: string, messages = {}): FieldInfo => ({
    name,
    label: name === 'landmark' ? 'Landmark' : 'Installation Address',
    minLength: 5,
    pattern: "^(?=.*[A-Za-z])[A-Za-z0-9 ,./#'-]+$",
    messages,
  });

  // FORM-6, FORM-7
  it('allows empty, and a pattern match', () => {
    expect(addressRuleMessage(tEn, field('installationAddress'), '')).toBeUndefined();
    expect(addressRuleMessage(tEn, field('installationAddress'), undefined)).toBeUndefined();
    expect(
      addressRuleMessage(tEn, field('installationAddress'), 'Plot 12, Msasani'),
    ).toBeUndefined();
  });

  // FORM-7: "only digits" and "only separators" mean the whole text; a text that merely starts or
  // ends with them and fails the pattern for another reason gets the field's own message.
  it('a text that only starts or ends with digits or separators gets the pattern message', () => {
    for (const text of ['ab@12', '12@ab', 'ab@ -', '- ab@'])
      expect(addressRuleMessage(tEn, field('installationAddress'), text)).toBe(
        'Invalid Installation Address',
      );
    expect(addressRuleMessage(tEn, field('landmark', { pattern: 'Not a landmark' }), 'ab@12')).toBe(
      'Not a landmark',
    );
  });

  // FORM-7: a package's pattern is read as JSON Schema reads it, with Unicode classes.
  it('reads the pattern with Unicode classes', () => {
    const letters = { ...field('installationAddress'), pattern: '^[\\p{L} ]+$' };
    expect(addressRuleMessage(tEn, letters, 'Mtaa wa Jangwani')).toBeUndefined();
    expect(addressRuleMessage(tEn, letters, 'Mtaa 7 @')).toBe('Invalid Installation Address');
  });

  // FORM-6
  it('gives the errorMessage or the min-length text when too short', () => {
    expect(addressRuleMessage(tEn, field('installationAddress'), 'ab')).toBe(
      'Installation Address must be at least 5 characters',
    );
    expect(addressRuleMessage(tEn, field('landmark', { minLength: 'Too short' }), 'ab')).toBe(
      'Too short',
    );
  });

  // FORM-7
  it('property: only digits or only separators (long enough) give the address/landmark text', () => {
    const digits = fc.stringMatching(/^\d{5,30}$/);
    const separators = fc.stringMatching(/^[-/, ]{5,30}$/);
    fc.assert(
      fc.property(fc.oneof(digits, separators), (text) => {
        expect(
          addressRuleMessage(tEn, field('installationAddress', { pattern: 'Bad address' }), text),
        ).toBe('Please enter a valid address');
        expect(addressRuleMessage(tEn, field('landmark', { pattern: 'Bad landmark' }), text)).toBe(
          'Please enter a valid landmark',
        );
      }),
    );
  });

  // FORM-7
  it('property: any other non-matching text gives the errorMessage or Invalid {label}', () => {
    const other = fc.stringMatching(/^[A-Za-z]{2}[!@$%^*]{3,10}$/);
    fc.assert(
      fc.property(other, (text) => {
        expect(
          addressRuleMessage(tEn, field('installationAddress', { pattern: 'Bad address' }), text),
        ).toBe('Bad address');
        expect(addressRuleMessage(tEn, field('landmark'), text)).toBe('Invalid Landmark');
      }),
    );
  });

  it('property: text shorter than minLength always gives the min-length text, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 4 }), (text) => {
        expect(addressRuleMessage(tEn, field('landmark'), text)).toBe(
          'Landmark must be at least 5 characters',
        );
      }),
    );
  });

  it('applies through the engine via customValidate', () => {
    const { pkg } = fieldListToPackage(enFieldList as FieldListSchema);
    const rules = makeRules(pkg, pkg.schema, tEn, 'en');
    expect(validateAll(rules, { installationAddress: '123456' }).installationAddress).toEqual([
      'Please enter a valid address',
    ]);
    expect(validateAll(rules, { landmark: '-- / --' }).landmark).toEqual([
      'Please enter a valid landmark',
    ]);
    expect(validateAll(rules, { landmark: '' }).landmark).toBeUndefined();
    expect(validateField(rules, 'installationAddress', { installationAddress: 'ab' })).toEqual([
      'Please enter a valid installation address',
    ]);
  });
});

describe('amount bounds from config', () => {
  const bounds = { amount: { minimum: 500, maximum: 1_000_000 } };

  // REC-6
  it('property: below the minimum and above the maximum give the TZS texts; inside gives nothing', () => {
    const rules = rulesFor('form-prepaid-recharge', bounds);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (amount) => {
        const got = validateField(rules, 'amount', { amount });
        if (amount < 500) expect(got).toEqual(['Minimum amount should be TZS 500']);
        else if (amount > 1_000_000)
          expect(got).toEqual(['Maximum amount should be TZS 1,000,000']);
        else expect(got).toEqual([]);
      }),
    );
  });

  // FORM-9
  it('formats the bound for the language and translates the text', () => {
    const rules = rulesFor(
      'form-postpaid-amount',
      { amount: { minimum: 1000, maximum: 2_500_000 } },
      tSw,
      'sw',
    );
    expect(validateField(rules, 'amount', { amount: 10 })).toEqual([
      `Kiasi cha chini kinapaswa kuwa TZS ${formatAmount(1000, 'sw')}`,
    ]);
    expect(validateField(rules, 'amount', { amount: 3_000_000 })).toEqual([
      `Kiasi cha juu kinapaswa kuwa TZS ${formatAmount(2_500_000, 'sw')}`,
    ]);
  });
});

// FORM-2 to FORM-5: the words for each ajv keyword when the package gives none of its own.
describe('keyword messages', () => {
  const info = (type: string, messages = {}): FieldInfo => ({
    name: 'field',
    label: 'Email',
    type,
    messages,
  });

  it("a format or unknown keyword says 'Invalid {label}'", () => {
    expect(keywordMessage(tEn, info('string'), { name: 'format', params: {} }, 'en')).toBe(
      'Invalid Email',
    );
    expect(keywordMessage(tEn, info('string'), { name: 'type', params: {} }, 'en')).toBe(
      'Invalid Email',
    );
    expect(keywordMessage(tEn, info('string'), {}, 'en')).toBe('Invalid Email');
  });

  it('an amount below the minimum or above the maximum gives the TZS texts, in the language', () => {
    const amount = { ...info('integer'), label: 'Amount', widget: 'amount' };
    expect(keywordMessage(tEn, amount, { name: 'minimum', params: { limit: 1000 } }, 'en')).toBe(
      'Minimum amount should be TZS 1,000',
    );
    expect(keywordMessage(tEn, amount, { name: 'maximum', params: { limit: 1000000 } }, 'en')).toBe(
      'Maximum amount should be TZS 1,000,000',
    );
    expect(keywordMessage(tSw, amount, { name: 'minimum', params: { limit: 1000 } }, 'sw')).toBe(
      'Kiasi cha chini kinapaswa kuwa TZS 1,000',
    );
  });

  // FORM-2: a checkbox is never "required" in words, unless its package says what to say.
  it("a checkbox's required error shows only the package's own text", () => {
    expect(keywordMessage(tEn, info('boolean'), { name: 'required' }, 'en')).toBeUndefined();
    expect(
      keywordMessage(
        tEn,
        info('boolean', { required: 'Please accept the terms' }),
        { name: 'required' },
        'en',
      ),
    ).toBe('Please accept the terms');
    expect(
      keywordMessage(
        tEn,
        { ...info('boolean', { required: '{{label}} must be ticked' }), label: 'Terms' },
        { name: 'required' },
        'en',
      ),
    ).toBe('Terms must be ticked');
  });
});

// FORM-5, REC-4, BILL-7, OTP-4: each form package's own texts for its fields.
describe("the form packages' own field messages", () => {
  it.each([
    ['form-prepaid-recharge', 'msisdn', { msisdn: '71200' }, 'Invalid Mobile No'],
    ['form-account-number', 'accountNumber', { accountNumber: '12345' }, 'Invalid Account Number'],
    ['form-fixed-internet', 'accountNo', { accountNo: 'PX0123456789' }, 'Invalid Account Number'],
    ['form-fixed-internet', 'email', { email: 'a@b' }, 'Invalid Email Id'],
    ['form-card-email', 'email', {}, 'Email is required'],
    ['form-card-email', 'email', { email: 'me@x.c' }, 'Invalid Email Id'],
    ['form-airtime', 'phone', {}, 'Please enter Phone No'],
    ['form-airtime', 'phone', { phone: '7123' }, 'Please enter valid phone no'],
    ['form-airtime', 'email', {}, 'Email id is required'],
    ['form-airtime', 'email', { email: 'no-at-sign' }, 'Please enter valid email'],
    ['form-mobile-wallet', 'phone', {}, 'Phone No is required'],
    ['form-smartcash', 'phone', {}, 'Phone No is required'],
    ['form-mpesa', 'email', {}, 'Email id is required'],
    ['form-otp', 'otp', { otp: '123' }, 'Please enter correct OTP'],
    ['form-pin', 'pin', { pin: '12' }, 'Please enter correct PIN'],
  ])('%s %s %j gives %s', (form, field, data, expected) => {
    const rules = rulesFor(form);
    expect(validateField(rules, field, data)).toEqual([expected]);
    expect(validateAll(rules, data)[field]).toEqual([expected]);
  });

  it.each([
    ['form-fixed-internet', { accountNo: 'PE0123456789', email: 'jane.doe_1@twiga.co.tz' }],
    ['form-airtime', { phone: '712000001', email: 'a@b.co' }],
    ['form-otp', { otp: '123456' }],
    ['form-pin', { pin: '1234' }],
  ])('%s accepts %j', (form, data) => {
    expect(validateAll(rulesFor(form), data)).toEqual({});
  });

  it('has the messages the features raise themselves', () => {
    expect(message(tEn, 'phone.invalidProduct', { product: 'Twiga' })).toBe(
      'Please enter valid Twiga number',
    );
    expect(message(tEn, 'mobile.invalid')).toBe('Invalid Mobile No');
    expect(message(tSw, 'otp.incorrect')).toBe('Tafadhali weka OTP sahihi');
  });

  // FORM-9
  it('falls back to the English default when a translation is missing', () => {
    const bare = ((key: string, options?: Record<string, unknown>) =>
      String(options?.defaultValue ?? key).replace(
        '{{label}}',
        String(options?.label),
      )) as Translate;
    expect(message(bare, 'field.required', { label: 'Town' })).toBe('Town is required');
  });
});
