/**
 * The OTP machine with its three actors made from plain calls: every flow (and every machine
 * test) provides send, resend and verify the same way, so it is written once here; the real calls
 * are in src/otp/otpActors.ts.
 */
import { fromPromise } from 'xstate';
import {
  otpMachine,
  type OtpFamily,
  type OtpInput,
  type OtpSendResult,
  type OtpVerifyResult,
} from './otp.machine.ts';
import type { Outcome } from './outcome.ts';

/** The calls behind one flow's OTP, shaped as the machine's outcomes (`result.id`). */
export interface OtpCalls {
  send: (input: OtpInput) => Promise<Outcome<OtpSendResult>>;
  resend: (input: { id: string }) => Promise<Outcome<OtpSendResult>>;
  verify: (input: { id: string; otp: string }) => Promise<Outcome<OtpVerifyResult>>;
}

/** The OTP machine with `calls` as its send, resend and verify actors. */
export function otpActors(calls: OtpCalls) {
  return otpMachine.provide({
    actors: {
      sendOtp: fromPromise<Outcome<OtpSendResult>, OtpInput>(({ input }) => calls.send(input)),
      resendOtp: fromPromise<Outcome<OtpSendResult>, { family: OtpFamily; id: string }>(
        ({ input }) => calls.resend(input),
      ),
      verifyOtp: fromPromise<
        Outcome<OtpVerifyResult>,
        { family: OtpFamily; id: string; otp: string }
      >(({ input }) => calls.verify(input)),
    },
  });
}
