/**
 * The status page's machine, running. It only wraps `useMachine`, so that the page's
 * machine-state stories (stories/machines/paymentStatus.states.tsx) can spy on it
 * (.storybook/preview.tsx) and hand the page a replayed actor instead.
 */
import { useMachine } from '@xstate/react';
import type { paymentStatusMachine } from '../../../../machines/paymentStatus.machine.ts';

/** `machine` (the page's provided paymentStatusMachine) started for `transactionId`. */
export function usePaymentStatusMachine(
  machine: typeof paymentStatusMachine,
  transactionId: string,
) {
  return useMachine(machine, { input: { transactionId } });
}
