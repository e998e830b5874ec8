/**
 * The real calls behind the machines' shared actors: the payment OTP (send, resend, verify ->
 * uniqueCode and token) and the transaction status, each reporting its step to analytics.
 */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type { OtpSendResult } from '../../../../../machines/otp.machine.ts';
import type { StatusInput, StatusOutcome } from '../../../../../machines/shared.ts';
import { sendPaymentOtp, verifyPaymentOtp } from '../../../../api/otp.api.ts';
import type { ApiOutcome } from '../../../../api/outcome.ts';
import { getStatus } from '../../../../api/transactions.api.ts';
import { otpActors, resendPaymentCode } from '../../../../otp/otpActors.ts';
import { tracked, type MethodName } from './tracking.ts';

const toId = (outcome: ApiOutcome<{ refId: string }>): Outcome<OtpSendResult> =>
  outcome.ok ? { ok: true, result: { id: outcome.result.refId } } : outcome;

/** PIN flows send the wallet number and payment mode with the OTP verification (OTP-12). */
export interface PinFlowOtp {
  paymentMode: string;
  /** The wallet number being verified (read when the code is checked). */
  username: () => string;
}

/** The OTP child machine wired to the payment OTP calls. */
export function paymentOtpMachine(method: MethodName, pinFlow?: PinFlowOtp) {
  return otpActors({
    send: tracked(method, 'otp_send', async ({ msisdn }) => toId(await sendPaymentOtp(msisdn))),
    resend: tracked(method, 'otp_resend', resendPaymentCode),
    verify: tracked(method, 'otp_verify', ({ id, otp }) =>
      verifyPaymentOtp({
        refId: id,
        otp,
        ...(pinFlow ? { username: pinFlow.username(), paymentMode: pinFlow.paymentMode } : {}),
      }),
    ),
  });
}

/**
 * The transaction status look-up (polled by mobile money and MPESA, once after a resume). A read:
 * the actor's signal cancels it when the machine leaves the state or the screen unmounts.
 */
export function statusActor(method: MethodName) {
  return fromPromise<StatusOutcome, StatusInput>(
    tracked(method, 'status', ({ input, signal }: { input: StatusInput; signal: AbortSignal }) =>
      getStatus(input.transactionId, signal),
    ),
  );
}
