import { describe, expect, it } from 'vitest';
import en from '../../../../../schemas/cms/en/payment-methods-translation.json' with { type: 'json' };
import sw from '../../../../../schemas/cms/sw/payment-methods-translation.json' with { type: 'json' };

const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const at = (root: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);

describe('payment-methods-translation', () => {
  // I18N-7
  it('has every English key in Swahili, with the same placeholders', () => {
    expect(keys(sw).sort()).toEqual(keys(en).sort());
    for (const key of keys(en))
      expect(placeholders(String(at(sw, key))), key).toEqual(placeholders(String(at(en, key))));
  });

  it('carries the spec messages word for word in English', () => {
    expect(en.airtime.insufficient).toBe(
      "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
    );
    expect(en.smartcash.blocked).toBe(
      'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
    );
    expect(en.otp.incorrect).toBe('Please enter correct OTP');
    expect(en.otp.exhausted).toBe('Maximum attempts exhausted.');
    expect(en.otp.limit).toBe('max limit exhausted, please try after sometime.');
    expect(en.pin.incorrect).toBe('Please enter correct PIN');
    expect(en.mobileMoney.invalidNumber).toBe('Please enter valid {{product}} number');
    expect(en.common.generic).toBe('Something Went Wrong!');
  });
});
