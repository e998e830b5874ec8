/**
 * Payment OTP verify: data{refId, otp, username?, paymentMode?} ->
 * result{uniqueCode, tokenType:'Bearer', accessToken}; 2003 / 2002 / 4001.
 */
import { endpoints, type Endpoint } from '../../../src/api/endpoints.ts';
import { newId } from '../../core/db.ts';
import { checkOtp, isOtpRow } from '../../core/otp.ts';
import { ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { markVerified } from '../../store/otps.ts';

function verifyRoute(endpoint: Endpoint): ApiRoute {
  return {
    endpoint,
    handle({ data }, { db }) {
      const checked = checkOtp(db, 'payment', text(data.refId), text(data.otp));
      if (!isOtpRow(checked)) return checked;
      const uniqueCode = checked.unique_code ?? newId('UC');
      // Only the token's hash is stored (core/tokenHash.ts), so verifying again cannot hand the
      // same token back: it gets a new one, and the earlier one stops working.
      const accessToken = newId('TKN') + newId('');
      markVerified(db, checked.id, uniqueCode, accessToken);
      return ok(
        { uniqueCode, tokenType: 'Bearer', accessToken, msisdn: checked.msisdn },
        'OTP verified successfully',
      );
    },
  };
}

export const paymentOtpVerify = verifyRoute(endpoints.paymentOtpVerify);
/** The auth service's verify-user takes the same payload (its own payload is not shown in the spec). */
export const verifyUser = verifyRoute(endpoints.verifyUser);
