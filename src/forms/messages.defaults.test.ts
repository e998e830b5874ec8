import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { message, resolveMessage, type MessageKey, type Translate } from './messages.ts';

/**
 * The spec's English words of every validation message, shown when the CMS translation package has
 * not loaded (a first visit on a slow line, or a package missing a key): an i18next with no
 * resources shows each message's default, so these rows are the portal's own English fallback.
 */
const bare = createTestI18n();
const tBare = bare.t.bind(bare) as unknown as Translate;

describe('English fallback of every validation message (no translation package loaded)', () => {
  it.each<[MessageKey, Record<string, string | number>, string]>([
    ['field.required', { label: 'Town' }, 'Town is required'],
    ['field.minLength', { label: 'Full Name', n: 3 }, 'Full Name must be at least 3 characters'],
    [
      'field.maxLength',
      { label: 'Full Name', n: 60 },
      'Full Name must be no more than 60 characters',
    ],
    ['field.invalid', { label: 'Promo Code' }, 'Invalid Promo Code'],
    ['address.invalidAddress', {}, 'Please enter a valid address'],
    ['address.invalidLandmark', {}, 'Please enter a valid landmark'],
    ['mobile.invalid', {}, 'Invalid Mobile No'],
    ['amount.min', { n: '500' }, 'Minimum amount should be TZS 500'],
    ['amount.max', { n: '1,000,000' }, 'Maximum amount should be TZS 1,000,000'],
    ['account.invalidNumber', {}, 'Invalid Account Number'],
    ['email.invalidId', {}, 'Invalid Email Id'],
    ['email.required', {}, 'Email is required'],
    ['email.idRequired', {}, 'Email id is required'],
    ['email.invalid', {}, 'Please enter valid email'],
    ['phone.enter', {}, 'Please enter Phone No'],
    ['phone.invalid', {}, 'Please enter valid phone no'],
    ['phone.required', {}, 'Phone No is required'],
    ['phone.invalidProduct', { product: 'Twiga' }, 'Please enter valid Twiga number'],
    ['otp.incorrect', {}, 'Please enter correct OTP'],
    ['pin.incorrect', {}, 'Please enter correct PIN'],
    ['widget.noMatch', {}, 'No match'],
    ['widget.search', {}, 'Search'],
    ['widget.choose', {}, 'Select'],
    ['widget.digit', { index: 2, count: 6 }, 'Digit 2 of 6'],
    ['widget.countryCode', {}, 'Country code'],
    ['widget.submit', {}, 'Submit'],
    ['widget.badPackage', {}, 'This form could not be loaded. Please try again later.'],
  ])('%s shows %j as "%s"', (key, vars, expected) => {
    expect(message(tBare, key, vars)).toBe(expected);
  });

  it('shows a label with & or < as typed (the text is not HTML-escaped twice)', () => {
    expect(message(tBare, 'field.required', { label: 'Town & <Region>' })).toBe(
      'Town & <Region> is required',
    );
  });
});

describe('a schema-supplied message', () => {
  it('fills {{n}} and {{ label }} in literal text, and leaves unknown placeholders as written', () => {
    expect(
      resolveMessage(tBare, 'At least {{n}} for {{ label }} {{other}}', 'field.invalid', {
        n: 5,
        label: 'Landmark',
      }),
    ).toBe('At least 5 for Landmark {{other}}');
  });

  it("reads '@key' as one of the module's messages, and an unknown '@key' as literal text", () => {
    expect(resolveMessage(tBare, '@mobile.invalid', 'field.invalid', {})).toBe('Invalid Mobile No');
    expect(resolveMessage(tBare, '@no.such.key', 'field.invalid', {})).toBe('@no.such.key');
  });

  it('falls back to the module message when the schema gives none or an empty one', () => {
    expect(resolveMessage(tBare, undefined, 'field.required', { label: 'Town' })).toBe(
      'Town is required',
    );
    expect(resolveMessage(tBare, '', 'field.required', { label: 'Town' })).toBe('Town is required');
  });
});
