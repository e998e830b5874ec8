/**
 * OTP resend of one session kind: data{<idField>} (msisdn optional) -> result.<idField>, the same
 * session with its attempts kept. The invoice and payment OTPs differ only in the id's field name.
 */
import type { Endpoint } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { sendLimit } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { findOtp } from '../../store/otps.ts';

export function otpResendRoute(
  endpoint: Endpoint,
  kind: 'invoice' | 'payment',
  idField: 'otpId' | 'refId',
): ApiRoute {
  return {
    endpoint,
    handle({ data }, { db }) {
      // 712000006 is refused even when the portal names the number instead of a live session.
      const named = nationalNumber(data.msisdn) ?? nationalNumber(data.text);
      const early = named ? sendLimit(named) : undefined;
      if (early) return early;
      const row = findOtp(db, text(data[idField]));
      if (!row || row.kind !== kind)
        return fail('4001', 'OTP session not found. Please request a new OTP.');
      return sendLimit(row.msisdn) ?? ok({ [idField]: row.id }, 'OTP resent successfully');
    },
  };
}
