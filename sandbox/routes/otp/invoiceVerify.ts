/** Invoice OTP verify: data{otp, otpId} -> result{otpId, verified:true}; 2003 / 2002 / 4001. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { checkOtp, isOtpRow } from '../../core/otp.ts';
import { ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { markVerified } from '../../store/otps.ts';

export const invoiceOtpVerify: ApiRoute = {
  endpoint: endpoints.invoiceOtpVerify,
  handle({ data }, { db }) {
    const checked = checkOtp(db, 'invoice', text(data.otpId), text(data.otp));
    if (!isOtpRow(checked)) return checked;
    markVerified(db, checked.id, null, null);
    return ok({ otpId: checked.id, verified: true }, 'OTP verified successfully');
  },
};
