/**
 * The status page machine's model (every status of the spec, refetches, a failed look-up): shared
 * by the model test and the fast oracle test (machines/paymentStatus.oracle.test.ts).
 */
import { paymentStatusMachine } from '../../machines/paymentStatus.machine.ts';
import type { ModelSpec } from './harness.ts';
import { fail, rejected, status } from './outcomes.ts';
import { paymentStatusOracle } from './paymentStatus.oracle.ts';

export const paymentStatusSpec = {
  name: 'paymentStatus',
  machine: paymentStatusMachine,
  input: { transactionId: 'T-1' },
  events: [{ type: 'status.return' }],
  outcomes: {
    fetchStatus: [
      status('SUCCESS'),
      status('FAILED'),
      status('FALIURE'),
      status('REQUEST_REGISTERED'),
      status('ALREADY_PROCESSED'),
      status('REQUEST_RAISED'),
      status('IN_PROCESS'),
      status('CANCELLED'),
      fail('500', 'x'),
      rejected,
    ],
  },
  oracle: paymentStatusOracle,
  // Refetches come 1 s apart: two seconds show a missing or slower timer.
  probeSeconds: 2,
} satisfies ModelSpec;
