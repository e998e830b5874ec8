/**
 * The payment walk-through the rules tests of the paying machines share (airtime, bill fetch,
 * SmartCash): the OTP child on scripted calls, the person going through its dialog, the answers
 * settling, and the status page's side effects recorded. Kept apart from simulatedActor.ts, which
 * knows no machine; this file knows the OTP machine and the payment actions.
 */
import {
  waitFor,
  type Actor,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
} from 'xstate';
import type { otpMachine, OtpInput, OtpSendResult, OtpVerifyResult } from '../otp.machine.ts';
import { otpActors } from '../otpCalls.ts';
import type { Outcome } from '../outcome.ts';
import type { TransactionParams } from '../payment.shared.ts';
import { flush } from './simulatedActor.ts';

/** Lets `rounds` invoked answers in a row settle (each resolves after the one before it). */
export async function settle(rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) await flush();
}

/**
 * The OTP child with scripted calls: `send` (and a resend) answers the request, `verify` answers
 * any code. Records what was sent and verified, as the flow asked.
 */
export function scriptedOtp(send: Outcome<OtpSendResult>, verify: Outcome<OtpVerifyResult>) {
  const sent: OtpInput[] = [];
  const verified: { id: string; otp: string }[] = [];
  const logic = otpActors({
    send: async (input) => {
      sent.push(input);
      return send;
    },
    resend: async () => send,
    verify: async (input) => {
      verified.push(input);
      return verify;
    },
  });
  return { logic, sent, verified };
}

/**
 * The person does what opens the OTP dialog (`open`: the form's submit, the invoice OTP), waits for
 * it, types the 6-digit `code`; then the verify and the call after it settle.
 */
export async function walkThroughOtp<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  open: EventFromLogic<TMachine>,
  code: string,
) {
  actor.send(open);
  const { children } = actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> };
  const otp = children.otp as ActorRefFrom<typeof otpMachine>;
  await waitFor(otp, (s) => s.matches('active'));
  otp.send({ type: 'otp.change', code });
  await settle(2);
}

/** The status page's side effects, recorded: each transaction id persisted and navigated to. */
export function recordStatusPage() {
  const persisted: string[] = [];
  const navigated: string[] = [];
  return {
    persisted,
    navigated,
    actions: {
      persistTransaction: (_: unknown, params: TransactionParams) =>
        void persisted.push(params.transactionId),
      navigateToStatus: (_: unknown, params: TransactionParams) =>
        void navigated.push(params.transactionId),
    },
  };
}
