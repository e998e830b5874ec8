/** The payment machines' shared guards, at the level of one OTP outcome (OTP-4, OTP-5, PIN-3). */
import { describe, expect, it } from 'vitest';
import { otpGuards } from './payment.shared.ts';

describe('otpShowedError', () => {
  // OTP-4, OTP-5, OTP-6, OTP-7
  it('leaves to the OTP modal the codes it words while open: 2003, 2002, 4001 and 400', () => {
    for (const code of ['2003', '2002', '4001', '400'])
      expect(otpGuards.otpShowedError(undefined, { status: 'closed', error: { code } }), code).toBe(
        true,
      );
  });

  it('lets the form word every other code, and a close with no error', () => {
    for (const code of ['502', 'generic', '1004'])
      expect(otpGuards.otpShowedError(undefined, { status: 'closed', error: { code } }), code).toBe(
        false,
      );
    expect(otpGuards.otpShowedError(undefined, { status: 'closed', error: null })).toBe(false);
  });
});
