/**
 * The wiring every wallet screen (airtime, MPESA, mobile money, SmartCash) had written out: make
 * the machine once with its real calls and the transaction effects, start it (resuming a stored
 * transaction), and toast the errors it returns to the form with.
 */
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import type {
  ActorRefFrom,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { otpMachine } from '../../../../../machines/otp.machine.ts';
import type { TransactionParams } from '../../../../../machines/payment.shared.ts';
import type { pinMachine } from '../../../../../machines/pin.machine.ts';
import type { MachineError } from '../../../../../machines/shared.ts';
import { useLatest } from '../../../../ui/useLatest.ts';
import type { MethodName } from './tracking.ts';
import { usePaymentEffects, usePaymentErrorToast } from './usePaymentFlow.ts';
import type { WalletDeps } from './walletActors.ts';

/** The machines' `persistTransaction` and `navigateToStatus` placeholders, made real. */
export interface TransactionActions {
  persistTransaction: (_: unknown, params: TransactionParams) => void;
  navigateToStatus: (_: unknown, params: TransactionParams) => void;
}

/** A running wallet machine as the shared screen parts read it (see WalletMethod.tsx). */
export interface WalletRun {
  method: MethodName;
  state: string;
  /** The machine's OTP child, while one runs. */
  otp: ActorRefFrom<typeof otpMachine> | undefined;
  /** The machine's PIN child, while one runs. */
  pin: ActorRefFrom<typeof pinMachine> | undefined;
}

/**
 * The wallet machine of a screen, running: its snapshot, its state name, `send` and its OTP and
 * PIN children. `payment` is what the calls read when they run (the latest props, not the first).
 */
export function useWalletMachine<TMachine extends AnyStateMachine>(
  method: MethodName,
  payment: WalletDeps['current'],
  withCalls: (deps: WalletDeps) => TMachine,
  input: Omit<InputFrom<TMachine>, 'resumeTransactionId'>,
) {
  const deps = useLatest(payment);
  const effects = usePaymentEffects(method, payment.session, payment.charge);
  const [machine] = useState(() =>
    withCalls(deps).provide({
      actions: {
        persistTransaction: (_: unknown, params: TransactionParams) =>
          effects.persist(params.transactionId),
        navigateToStatus: (_: unknown, params: TransactionParams) =>
          effects.toStatus(params.transactionId),
      } satisfies TransactionActions,
    }),
  );
  const [snapshot, send] = useMachine(machine as AnyStateMachine, {
    input: { ...input, resumeTransactionId: effects.resumeTransactionId },
  }) as unknown as [SnapshotFrom<TMachine>, (event: EventFromLogic<TMachine>) => void];
  // Every paying machine keeps `error` in its context (PaymentCoreContext).
  const known = snapshot as unknown as {
    value: unknown;
    context: { error: MachineError | null };
    children: Partial<Record<string, unknown>>;
  };
  const state = String(known.value);
  usePaymentErrorToast(state, known.context.error);
  return {
    method,
    snapshot,
    state,
    send,
    otp: known.children.otp as WalletRun['otp'],
    pin: known.children.pin as WalletRun['pin'],
  };
}
