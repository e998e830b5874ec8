import { describe, expect, it } from 'vitest';
import { telHref, USSD_DEFAULTS } from './ussdCodes.ts';

describe('USSD tel: links (OFF-8)', () => {
  it('writes # as %23 and keeps * and digits', () => {
    expect(telHref('*150*01#')).toBe('tel:*150*01%23');
    expect(telHref('+255 100')).toBe('tel:+255%20100');
  });

  it('has the codes of recharge, balance and bundles', () => {
    expect(USSD_DEFAULTS.recharge.code).toBe('*150*01#');
    expect(USSD_DEFAULTS.balance.code).toBe('*150*02#');
    expect(USSD_DEFAULTS.bundles.code).toBe('*150*03#');
  });
});
