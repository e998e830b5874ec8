/**
 * The wiring every wallet screen (airtime, MPESA, mobile money, SmartCash) had written out: make
 * the machine once with the transaction effects, start it (resuming a stored transaction), and
 * toast the errors it returns to the form with.
 */
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { TransactionParams } from '../../../../../machines/payment.shared.ts';
import type { MachineError } from '../../../../../machines/shared.ts';
import type { PaymentSessionData } from '../../../../session/paymentSession.ts';
import type { Charge } from './paymentPayload.ts';
import type { MethodName } from './tracking.ts';
import { usePaymentEffects, usePaymentErrorToast } from './usePaymentFlow.ts';

/** The machines' `persistTransaction` and `navigateToStatus` placeholders, made real. */
export interface TransactionActions {
  persistTransaction: (_: unknown, params: TransactionParams) => void;
  navigateToStatus: (_: unknown, params: TransactionParams) => void;
}

/** The wallet machine of a screen, running: its snapshot, its state name and `send`. */
export function useWalletMachine<TMachine extends AnyStateMachine>(
  method: MethodName,
  payment: { session: PaymentSessionData; charge: Charge },
  make: (actions: TransactionActions) => TMachine,
  input: Omit<InputFrom<TMachine>, 'resumeTransactionId'>,
) {
  const effects = usePaymentEffects(method, payment.session, payment.charge);
  const [machine] = useState(() =>
    make({
      persistTransaction: (_, params) => effects.persist(params.transactionId),
      navigateToStatus: (_, params) => effects.toStatus(params.transactionId),
    }),
  );
  const [snapshot, send] = useMachine(machine as AnyStateMachine, {
    input: { ...input, resumeTransactionId: effects.resumeTransactionId },
  }) as unknown as [SnapshotFrom<TMachine>, (event: EventFromLogic<TMachine>) => void];
  // Every paying machine keeps `error` in its context (PaymentCoreContext).
  const known = snapshot as unknown as { value: unknown; context: { error: MachineError | null } };
  const state = String(known.value);
  usePaymentErrorToast(state, known.context.error);
  return { snapshot, state, send };
}
