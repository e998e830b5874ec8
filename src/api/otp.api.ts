/** OTP calls of spec section 7: the invoice (bill) OTP and the payment OTP. */
import { call } from './client.ts';
import type { ApiOutcome } from './outcome.ts';
import type { PaymentOtpVerifyResult } from './wire.ts';

/** Invoice OTP send answer. */
export interface InvoiceOtpSendResult {
  otpId: string;
}

/** otp/v1/send-otp: data{text, text1, otpAction:'INVOICE'}; result.otpId. */
export function sendInvoiceOtp(
  text: string,
  text1: string,
): Promise<ApiOutcome<InvoiceOtpSendResult>> {
  return call<InvoiceOtpSendResult>('invoiceOtpSend', {
    data: { text, text1, otpAction: 'INVOICE' },
  });
}

/** otp/v1/resend-otp: data{otpId}. */
export function resendInvoiceOtp(otpId: string): Promise<ApiOutcome<InvoiceOtpSendResult>> {
  return call<InvoiceOtpSendResult>('invoiceOtpResend', { data: { otpId } });
}

/** otp/v1/verify-otp: data{otp, otpId}. 2003 (attempts left in result) and 2002 arrive as failures. */
export function verifyInvoiceOtp(otp: string, otpId: string): Promise<ApiOutcome<unknown>> {
  return call<unknown>('invoiceOtpVerify', { data: { otp, otpId } });
}

/** Payment OTP send answer. */
export interface PaymentOtpSendResult {
  refId: string;
}

/** optimus/otp/send: data{msisdn}; result.refId. 502 = 'max limit exhausted ...'. */
export function sendPaymentOtp(msisdn: string): Promise<ApiOutcome<PaymentOtpSendResult>> {
  return call<PaymentOtpSendResult>('paymentOtpSend', { data: { msisdn } });
}

/** optimus/otp/resend: data{refId}. */
export function resendPaymentOtp(refId: string): Promise<ApiOutcome<PaymentOtpSendResult>> {
  return call<PaymentOtpSendResult>('paymentOtpResend', { data: { refId } });
}

/** Payment OTP verification; with a PIN flow it also sends username and paymentMode. */
export interface PaymentOtpVerifyRequest {
  refId: string;
  otp: string;
  username?: string;
  paymentMode?: string;
}

/** optimus/otp/verify: result.uniqueCode plus the token used by the PIN calls. */
export function verifyPaymentOtp(
  req: PaymentOtpVerifyRequest,
): Promise<ApiOutcome<PaymentOtpVerifyResult>> {
  return call<PaymentOtpVerifyResult>('paymentOtpVerify', { data: req });
}
