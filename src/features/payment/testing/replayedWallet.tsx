/**
 * The wallet screens' state tests (the methods' *.states.test.tsx) mock `useWalletMachine` with this
 * module: the screen reads a replayed actor (tests/model/harness.ts `startReplay`) instead of
 * starting its own machine, as the real hook would hand it out (snapshot, state name, send, the
 * OTP and PIN children), with the real error toast. In a replay every child is a scripted fake,
 * so the OTP and PIN modals are stand-ins (`OtpStandIn`, `PinStandIn`; those modals have their own
 * state tests) and mobile money's operator-number child is left out (its own state test,
 * mobile-money/OperatorNumber.states.test.tsx, swaps it in).
 */
import type { AnyActorRef } from 'xstate';
import type { MachineError } from '../../../../machines/shared.ts';
import type { MethodName } from '../methods/shared/tracking.ts';
import { usePaymentErrorToast } from '../methods/shared/usePaymentFlow.ts';

let replayed: AnyActorRef | undefined;

/** The actor the next render's screen reads. */
export function showReplayed(actor: AnyActorRef): void {
  replayed = actor;
}

/** Stands in for the real hook of ../methods/shared/useWalletMachine.ts. */
export function useWalletMachine(method: MethodName) {
  if (!replayed) throw new Error('showReplayed(actor) before rendering the screen');
  const snapshot = replayed.getSnapshot() as {
    value: unknown;
    context: { error: MachineError | null };
    children: Record<string, unknown>;
  };
  const state = String(snapshot.value);
  usePaymentErrorToast(state, snapshot.context.error);
  const { operatorNumber: _left, ...children } = snapshot.children;
  return {
    method,
    snapshot: { ...snapshot, children },
    state,
    send: replayed.send,
    otp: children.otp,
    pin: children.pin,
  };
}

/** The OTP modal, as a dialog a person can find. */
export const OtpStandIn = () => <div role="dialog" aria-label="OTP modal stand-in" />;

/** The PIN modal, as a dialog a person can find. */
export const PinStandIn = () => <div role="dialog" aria-label="PIN modal stand-in" />;
