/** Payment OTP resend: data{refId} (msisdn optional) -> result.refId (the same session, attempts kept). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { otpResendRoute } from './resend.ts';

export const paymentOtpResend = otpResendRoute(endpoints.paymentOtpResend, 'payment', 'refId');
