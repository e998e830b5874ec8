/**
 * OTP resend of one session kind: data{<idField>} (msisdn optional) -> result.<idField>, the same
 * session with its attempts kept and a new code (its life starts again). A resend counts against
 * the number's send limit as a send does. The invoice and payment OTPs differ only in the id's
 * field name.
 */
import type { Endpoint } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { admitSend, OTP_SESSION_NOT_FOUND, sendRefusal } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { findOtp, markResent } from '../../store/otps.ts';

export function otpResendRoute(
  endpoint: Endpoint,
  kind: 'invoice' | 'payment',
  idField: 'otpId' | 'refId',
): ApiRoute {
  return {
    endpoint,
    handle({ data, client }, { db }) {
      // A number over its limit (712000006 always) is refused even when the portal names the
      // number instead of a live session; naming it sends nothing, so it is not counted.
      const named = nationalNumber(data.msisdn) ?? nationalNumber(data.text);
      const early = named ? sendRefusal(db, named) : undefined;
      if (early) return early;
      const row = findOtp(db, text(data[idField]));
      if (!row || row.kind !== kind) return fail('4001', OTP_SESSION_NOT_FOUND);
      const refused = admitSend(db, row.msisdn, client);
      if (refused) return refused;
      markResent(db, row.id);
      return ok({ [idField]: row.id }, 'OTP resent successfully');
    },
  };
}
