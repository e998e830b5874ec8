/**
 * Mobile money's model: the number submitted, the modals closed and the answers of the OTP, the
 * initiation, the push request, the PIN child and the status look-ups, with the PIN option on and
 * off (paymentMaxTry 2) and after a reload (default cap). Shared by the model test
 * (tests/model/mobileMoney.model.test.ts) and the fast oracle replay
 * (machines/mobileMoney.oracle.test.ts).
 */
import { mobileMoneyMachine } from '../../machines/mobileMoney.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { mobileMoneyOracle } from './mobileMoney.oracle.ts';
import { done, fail, initiated, ok, otpClosed, otpVerified, rejected, status } from './outcomes.ts';

export const mobileMoneySpec = {
  name: 'mobileMoney',
  machine: mobileMoneyMachine,
  inputs: [
    { pinEnabled: true, paymentMaxTry: 2 },
    { pinEnabled: false, paymentMaxTry: 2 },
    { pinEnabled: true, resumeTransactionId: 'T-9' },
  ],
  events: [{ type: 'form.submit', paymentMobile: '712000001' }, { type: 'modal.close' }],
  outcomes: {
    otp: [otpVerified, otpClosed('502'), otpClosed('400')],
    initiatePayment: [initiated, fail('400', 'bad'), rejected],
    processPayment: [ok({ transactionId: 'T-1' }), fail('500', 'x'), rejected],
    pin: [
      done({ status: 'processed', result: {} }),
      done({ status: 'locked' }),
      done({ status: 'failed', error: { code: '500' } }),
      done({ status: 'closed' }),
    ],
    fetchStatus: [status('IN_PROCESS'), status('SUCCESS'), rejected],
  },
  oracle: mobileMoneyOracle,
  // Past the 10 s wait between two status look-ups, from every state reached.
  probeSeconds: 11,
} satisfies ModelSpec;

/** Mobile money states told apart by their leaves, the error shown and the look-ups made. */
export const mobileMoneyStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, polls } = snapshot.context as { error: { code: string } | null; polls: number };
  return `${leafStates(snapshot)}, polls ${polls}${error ? `, error ${error.code}` : ''}`;
};
