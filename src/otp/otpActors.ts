/**
 * The real calls behind the OTP child machine (machines/otp.machine.ts) of every flow with an OTP
 * (payments, balance check, bill fetch, home-broadband lead); machines/otpCalls.ts makes the
 * machine's actors from them.
 */
import type { OtpSendResult } from '../../machines/otp.machine.ts';
import { otpActors, type OtpCalls } from '../../machines/otpCalls.ts';
import type { Outcome } from '../../machines/outcome.ts';
import {
  resendInvoiceOtp,
  resendPaymentOtp,
  sendInvoiceOtp,
  verifyInvoiceOtp,
  verifyPaymentOtp,
} from '../api/otp.api.ts';

/**
 * A resend answer as the machine's outcome. A resend without a new id keeps the OTP's current one
 * (the code just sent still belongs to it), so the next verification goes to the right OTP.
 */
function resentId<R>(
  outcome: Outcome<R>,
  newId: (result: R | undefined) => string | undefined,
  currentId: string,
): Outcome<OtpSendResult> {
  return outcome.ok ? { ok: true, result: { id: newId(outcome.result) || currentId } } : outcome;
}

/** Payment-family OTP resend (optimus/otp/resend, refId). */
export async function resendPaymentCode({ id }: { id: string }): Promise<Outcome<OtpSendResult>> {
  return resentId(await resendPaymentOtp(id), (r) => r?.refId, id);
}

/** Payment-family OTP verification (optimus/otp/verify): uniqueCode and token. */
export function verifyPaymentCode(input: { id: string; otp: string }) {
  return verifyPaymentOtp({ refId: input.id, otp: input.otp });
}

/** The invoice OTP of the bill look-up (otp/v1/*-otp, otpId); its verification has no token. */
export const invoiceOtpCalls: OtpCalls = {
  send: async ({ msisdn }) => {
    const outcome = await sendInvoiceOtp(msisdn, '');
    return outcome.ok ? { ok: true, result: { id: outcome.result.otpId } } : outcome;
  },
  resend: async ({ id }) => resentId(await resendInvoiceOtp(id), (r) => r?.otpId, id),
  verify: async ({ id, otp }) => {
    const outcome = await verifyInvoiceOtp(otp, id);
    return outcome.ok ? { ok: true, result: {} } : outcome;
  },
};

export { otpActors, type OtpCalls };
