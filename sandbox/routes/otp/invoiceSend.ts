/** Invoice OTP send: data{text (msisdn), text1, otpAction:'INVOICE'} (msisdn also accepted) -> result.otpId. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { admitSend } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { createOtp } from '../../store/otps.ts';

export const invoiceOtpSend: ApiRoute = {
  endpoint: endpoints.invoiceOtpSend,
  handle({ data, client }, { db }) {
    const msisdn =
      nationalNumber(data.msisdn) ?? nationalNumber(data.text) ?? nationalNumber(data.text1);
    if (!msisdn) return fail('400', 'Invalid Mobile No');
    return (
      admitSend(db, msisdn, client) ??
      ok({ otpId: createOtp(db, 'invoice', msisdn) }, 'OTP sent successfully')
    );
  },
};
