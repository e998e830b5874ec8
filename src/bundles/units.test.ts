import { describe, expect, it } from 'vitest';
import enOrp from '../../schemas/cms/en/orp-translation.json' with { type: 'json' };
import swOrp from '../../schemas/cms/sw/orp-translation.json' with { type: 'json' };
import { createTestI18n } from '../content/testing/contentKit.ts';
import { quantityText, validityText, type UnitTranslate } from './units.ts';

const tOf = (lng: 'en' | 'sw'): UnitTranslate => {
  const i18n = createTestI18n(
    { en: { 'orp-translation': enOrp }, sw: { 'orp-translation': swOrp } },
    lng,
  );
  return (key, options) => i18n.t(key, { ns: 'orp-translation', ...options });
};
const en = tOf('en');
const sw = tOf('sw');
// Before the CMS package arrives every text is its English default.
const firstVisit = tOf('en');
const bare: UnitTranslate = (key, options) =>
  createTestI18n({}, 'en').t(key, { ns: 'none', ...options });

describe('validity with its unit', () => {
  // English reads number then unit, with the plural the number asks for; Swahili reads unit
  // then number, all in Swahili.
  // prettier-ignore
  it.each([
    ['en', 1, 'Day', '1 Day'],     ['en', 1, 'Days', '1 Day'],      ['en', 7, 'Days', '7 Days'],
    ['en', 30, 'Day', '30 Days'],  ['en', 3, 'Months', '3 Months'], ['en', 24, 'Hours', '24 Hours'],
    ['sw', 1, 'Day', 'Siku 1'],    ['sw', 30, 'Days', 'Siku 30'],   ['sw', 7, 'Days', 'Siku 7'],
    ['sw', 1, 'Month', 'Mwezi 1'], ['sw', 3, 'Months', 'Miezi 3'],  ['sw', 24, 'Hours', 'Saa 24'],
    ['sw', 2, 'Weeks', 'Wiki 2'],
  ] as const)('reads in %s: %s %s is %s', (lng, days, unit, text) => {
    const [t, unlimited] = lng === 'en' ? [en, 'Unlimited'] : [sw, 'Bila kikomo'];
    expect(validityText(t, days, unit, unlimited)).toBe(text);
  });

  // REC-14
  it('shows the unlimited text for -1 and nothing for a missing number', () => {
    expect(validityText(en, -1, 'Days', 'Unlimited')).toBe('Unlimited');
    expect(validityText(sw, -1, 'Days', 'Bila kikomo')).toBe('Bila kikomo');
    expect(validityText(en, undefined, 'Days', 'Unlimited')).toBe('');
    expect(validityText(en, 'soon', 'Days', 'Unlimited')).toBe('');
  });

  it('keeps an unknown unit as sent, in the order of the language', () => {
    expect(validityText(en, 2, 'Cycles', 'Unlimited')).toBe('2 Cycles');
    expect(validityText(sw, 2, 'Cycles', 'Bila kikomo')).toBe('Cycles 2');
    expect(validityText(en, 2, '', 'Unlimited')).toBe('2');
  });

  it('reads English before the package is in', () => {
    expect(validityText(firstVisit, 30, 'Days', 'Unlimited')).toBe('30 Days');
    expect(validityText(bare, 1, 'Days', 'Unlimited')).toBe('1 Day');
    expect(validityText(bare, 30, 'Day', 'Unlimited')).toBe('30 Days');
  });
});

describe('data allowance with its unit', () => {
  // REC-14
  it('is "5 GB" in English and "GB 5" in Swahili', () => {
    expect(quantityText(en, '5', 'GB', 'Unlimited')).toBe('5 GB');
    expect(quantityText(sw, '5', 'GB', 'Bila kikomo')).toBe('GB 5');
    expect(quantityText(sw, '350', 'MB', 'Bila kikomo')).toBe('MB 350');
    expect(quantityText(bare, '500', 'GB', 'Unlimited')).toBe('500 GB');
  });

  it('shows the unlimited text, a bare number, or nothing', () => {
    expect(quantityText(sw, 'Unlimited', '', 'Bila kikomo')).toBe('Bila kikomo');
    expect(quantityText(en, '20', '', 'Unlimited')).toBe('20');
    expect(quantityText(en, '', 'GB', 'Unlimited')).toBe('');
  });
});
