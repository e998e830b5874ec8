/** Invoice OTP resend: data{otpId} (msisdn optional) -> result.otpId (the same session, attempts kept). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { sendLimit } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { findOtp } from '../../store/otps.ts';

export const invoiceOtpResend: ApiRoute = {
  endpoint: endpoints.invoiceOtpResend,
  handle({ data }, { db }) {
    // 712000006 is refused even when the portal names the number instead of a live session.
    const named = nationalNumber(data.msisdn) ?? nationalNumber(data.text);
    const early = named ? sendLimit(named) : undefined;
    if (early) return early;
    const row = findOtp(db, text(data.otpId));
    if (!row || row.kind !== 'invoice')
      return fail('4001', 'OTP session not found. Please request a new OTP.');
    return sendLimit(row.msisdn) ?? ok({ otpId: row.id }, 'OTP resent successfully');
  },
};
