/** Types of the `otp` machine (machines/otp.machine.ts), for it, its parents and its screens. */
import type { MachineError } from './shared.ts';

/** Invoice OTP (bill fetch: otpId) or payment OTP (payments, home broadband: refId). */
export type OtpFamily = 'invoice' | 'payment';

export interface OtpInput {
  family: OtpFamily;
  msisdn: string;
}

/** What send and resend resolve with: the OTP id (otpId or refId, normalised by src/api). */
export interface OtpSendResult {
  id: string;
}

/** What verification resolves with; invoice OTPs return no token. */
export interface OtpVerifyResult {
  uniqueCode?: string;
  tokenType?: string;
  accessToken?: string;
}

/** Final output handed to the parent through `xstate.done.actor.otp`. */
export type OtpOutput =
  | ({ status: 'verified'; family: OtpFamily; id: string } & OtpVerifyResult)
  | { status: 'closed'; error: MachineError | null };

/** What the machine keeps. */
export interface OtpContext {
  family: OtpFamily;
  msisdn: string;
  id: string;
  code: string;
  attemptsLeft: number;
  /** Seconds until resend is offered, as the dialog shows them (0 once it is). */
  secondsLeft: number;
  error: MachineError | null;
  verified: OtpVerifyResult | null;
}
