/**
 * MPESA's model: the form submitted and the answers of the initiation, the processing and the
 * status look-ups, fresh (default cap), after a reload, and with paymentMaxTry 3. Shared by the
 * model test (tests/model/mpesa.model.test.ts) and the fast oracle replay
 * (machines/mpesa.oracle.test.ts).
 */
import { mpesaMachine } from '../../machines/mpesa.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { mpesaOracle } from './mpesa.oracle.ts';
import { fail, initiated, ok, rejected, status } from './outcomes.ts';

export const mpesaSpec = {
  name: 'mpesa',
  machine: mpesaMachine,
  inputs: [{}, { resumeTransactionId: 'T-9' }, { paymentMaxTry: 3 }],
  events: [{ type: 'form.submit', paymentMobile: '712000001', email: 'a@b.co' }],
  outcomes: {
    initiatePayment: [initiated, fail('400', 'bad'), rejected],
    processPayment: [ok({ transactionId: 'T-1' }), fail('500', 'x'), rejected],
    fetchStatus: [status('IN_PROCESS'), status('SUCCESS'), rejected],
  },
  oracle: mpesaOracle,
  // Past the 10 s wait between two status look-ups, from every state reached.
  probeSeconds: 11,
} satisfies ModelSpec;

/** MPESA states told apart by their leaves and the status look-ups made (the cap's count). */
export const mpesaStateKey = (snapshot: { value: unknown; context: unknown }) =>
  `${leafStates(snapshot)}, polls ${(snapshot.context as { polls: number }).polls}`;
