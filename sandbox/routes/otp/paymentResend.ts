/** Payment OTP resend: data{refId} (msisdn optional) -> result.refId (the same session, attempts kept). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { sendLimit } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { findOtp } from '../../store/otps.ts';

export const paymentOtpResend: ApiRoute = {
  endpoint: endpoints.paymentOtpResend,
  handle({ data }, { db }) {
    // 712000006 is refused even when the portal names the number instead of a live session.
    const named = nationalNumber(data.msisdn) ?? nationalNumber(data.text);
    const early = named ? sendLimit(named) : undefined;
    if (early) return early;
    const row = findOtp(db, text(data.refId));
    if (!row || row.kind !== 'payment')
      return fail('4001', 'OTP session not found. Please request a new OTP.');
    return sendLimit(row.msisdn) ?? ok({ refId: row.id }, 'OTP resent successfully');
  },
};
