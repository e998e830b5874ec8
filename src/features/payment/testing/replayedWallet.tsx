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

/**
 * The words of the toast an error returns to the form with (ERR-3): the server's message when it
 * sent one, else the send limit's text for 502, else 'Something Went Wrong!'.
 */
export const toastedWords = ({ code, message }: MachineError): string =>
  message ||
  (code === '502' ? 'max limit exhausted, please try after sometime.' : 'Something Went Wrong!');

/** The OTP modal, as a dialog a person can find. */
export const OtpStandIn = () => <div role="dialog" aria-label="OTP modal stand-in" />;

/** The PIN modal, as a dialog a person can find. */
export const PinStandIn = () => <div role="dialog" aria-label="PIN modal stand-in" />;
