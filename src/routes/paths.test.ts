import { describe, expect, it } from 'vitest';
import { PATHS, paymentMethodPath, statusUrl } from './paths.ts';

describe('paths', () => {
  it('builds the status URL with the id encoded once', () => {
    expect(statusUrl('T 1/2&x')).toBe('/payment/status?id=T%201%2F2%26x');
    expect(statusUrl('T1', 'paystack')).toBe('/payment/status?id=T1&pg=paystack');
  });

  it('puts a method page under the payment start', () => {
    expect(paymentMethodPath('mpesa')).toBe(`${PATHS.paymentStart}/mpesa`);
  });
});
