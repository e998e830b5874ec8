/** Invoice OTP resend: data{otpId} (msisdn optional) -> result.otpId (the same session, attempts kept). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { otpResendRoute } from './resend.ts';

export const invoiceOtpResend = otpResendRoute(endpoints.invoiceOtpResend, 'invoice', 'otpId');
