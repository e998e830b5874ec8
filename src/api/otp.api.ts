/** OTP calls (OTP-11, OTP-12): the invoice (bill) OTP and the payment OTP. */
import type { Schema } from './wire.ts';
import { bodyCall } from './bodyCall.ts';
import type { PaymentOtpVerifyResult } from './wire.ts';

/** Invoice OTP send answer. */
export type InvoiceOtpSendResult = Schema<'InvoiceOtpSendResult'>;

/** otp/v1/send-otp: data{text, text1, otpAction:'INVOICE'}; result.otpId. */
export const sendInvoiceOtp = bodyCall<InvoiceOtpSendResult>()(
  'invoiceOtpSend',
  (text: string, text1: string) => ({ text, text1, otpAction: 'INVOICE' }),
);

/** otp/v1/resend-otp: data{otpId}. */
export const resendInvoiceOtp = bodyCall<InvoiceOtpSendResult>()(
  'invoiceOtpResend',
  (otpId: string) => ({ otpId }),
);

/** otp/v1/verify-otp: data{otp, otpId}. 2003 (attempts left in result) and 2002 arrive as failures. */
export const verifyInvoiceOtp = bodyCall<unknown>()(
  'invoiceOtpVerify',
  (otp: string, otpId: string) => ({ otp, otpId }),
);

/** Payment OTP send answer. */
export type PaymentOtpSendResult = Schema<'PaymentOtpSendResult'>;

/** optimus/otp/send: data{msisdn}; result.refId. 502 = 'max limit exhausted ...'. */
export const sendPaymentOtp = bodyCall<PaymentOtpSendResult>()(
  'paymentOtpSend',
  (msisdn: string) => ({ msisdn }),
);

/** optimus/otp/resend: data{refId}. */
export const resendPaymentOtp = bodyCall<PaymentOtpSendResult>()(
  'paymentOtpResend',
  (refId: string) => ({ refId }),
);

/** Payment OTP verification; with a PIN flow it also sends username and paymentMode. */
export type PaymentOtpVerifyRequest = Schema<'PaymentOtpVerifyRequest'>;

/** optimus/otp/verify: result.uniqueCode plus the token used by the PIN calls. */
export const verifyPaymentOtp = bodyCall<PaymentOtpVerifyResult>()(
  'paymentOtpVerify',
  (req: PaymentOtpVerifyRequest) => req,
);
