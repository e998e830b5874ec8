import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  // ERR-5
  it('shows whole TZS amounts with the code and grouping, no decimals', () => {
    expect(plain(formatMoney(1500, 'TZS', 'EN'))).toBe('TZS 1,500');
  });

  it('keeps two decimals for fractions', () => {
    expect(plain(formatMoney(12.5, 'USD', 'EN'))).toBe('USD 12.50');
  });

  it('formats in Swahili for SW', () => {
    expect(plain(formatMoney(1500, 'TZS', 'SW'))).toMatch(/TZS\s?1,500/);
  });

  it('does not throw on an unknown currency code', () => {
    expect(plain(formatMoney(10, 'not-a-code', 'EN'))).toBe('not-a-code 10');
  });
});
