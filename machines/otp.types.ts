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

/**
 * What holds in each state of the OTP machine, declared on the states as xstate tags: the dialog
 * (src/otp/OtpDialog.tsx) reads them to show itself, and the model tests check them against an
 * oracle, so a state with the wrong tag shows the wrong dialog and fails a test.
 * - sending: the code is being sent (spinner, no boxes)
 * - entering: the boxes take a code
 * - verifying: the code is being checked (boxes disabled)
 * - exhausted: 2002 or no attempts left: boxes disabled, resend hidden
 * - closing: a 4001 / 400 message shows; the modal closes itself
 * - resendCountingDown / resendAvailable / resending: the resend link's three faces
 */
export type OtpTag =
  | 'sending'
  | 'entering'
  | 'verifying'
  | 'exhausted'
  | 'closing'
  | 'resendCountingDown'
  | 'resendAvailable'
  | 'resending';
