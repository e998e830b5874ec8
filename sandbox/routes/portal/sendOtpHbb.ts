/**
 * Home-broadband OTP: data{email, customerDetails{fullName}, requestType, msisdn?} -> result.refId,
 * verified with optimus/otp/verify {refId, otp}. Without msisdn the code goes to the email.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { sendLimit } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { createOtp } from '../../store/otps.ts';

export const sendOtpHbb: ApiRoute = {
  endpoint: endpoints.sendOtpHbb,
  handle({ data }, { db }) {
    const msisdn =
      data.msisdn === undefined || data.msisdn === '' ? undefined : nationalNumber(data.msisdn);
    if (data.msisdn && !msisdn) return fail('400', 'Invalid Mobile No');
    if (!msisdn && !text(data.email)) return fail('400', 'email is required');
    const limited = msisdn ? sendLimit(msisdn) : undefined;
    return (
      limited ??
      ok({ refId: createOtp(db, 'payment', msisdn ?? text(data.email)) }, 'OTP sent successfully')
    );
  },
};
