import { describe, expect, it } from 'vitest';
import { telHref, USSD_DEFAULTS } from './ussdCodes.ts';

describe('USSD tel: links (OFF-8)', () => {
  it('writes # as %23 and keeps * and digits', () => {
    expect(telHref('*150*01#')).toBe('tel:*150*01%23');
    expect(telHref('+255 100')).toBe('tel:+255%20100');
  });

  it('has the codes of recharge, balance and bundles, with their English labels', () => {
    expect(USSD_DEFAULTS).toEqual({
      recharge: { label: 'Recharge airtime with a voucher', code: '*150*01#' },
      balance: { label: 'Check your balance', code: '*150*02#' },
      bundles: { label: 'Buy a bundle', code: '*150*03#' },
    });
  });
});
