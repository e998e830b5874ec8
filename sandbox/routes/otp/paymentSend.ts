/** Payment OTP send: data{msisdn} -> result.refId. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { admitSend } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { createOtp } from '../../store/otps.ts';

export const paymentOtpSend: ApiRoute = {
  endpoint: endpoints.paymentOtpSend,
  handle({ data, client }, { db }) {
    const msisdn = nationalNumber(data.msisdn);
    if (!msisdn) return fail('400', 'Invalid Mobile No');
    return (
      admitSend(db, msisdn, client) ??
      ok({ refId: createOtp(db, 'payment', msisdn) }, 'OTP sent successfully')
    );
  },
};
