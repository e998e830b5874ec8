/**
 * SmartCash's model: the number submitted, the modals closed, and the answers of the OTP, the
 * initiation, the PIN child and the status look-up, fresh and after a reload with a transaction
 * id. Shared by the model test (tests/model/smartCash.model.test.ts) and the fast oracle replay
 * (machines/smartCash.oracle.test.ts).
 */
import { smartCashMachine } from '../../machines/smartCash.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { done, fail, initiated, otpClosed, otpVerified, rejected, status } from './outcomes.ts';
import { smartCashOracle } from './smartCash.oracle.ts';

export const smartCashSpec = {
  name: 'smartCash',
  machine: smartCashMachine,
  inputs: [{}, { resumeTransactionId: 'T-9' }],
  events: [{ type: 'form.submit', paymentMobile: '712000001' }, { type: 'modal.close' }],
  outcomes: {
    otp: [otpVerified, otpClosed('502'), otpClosed('400')],
    initiatePayment: [initiated, fail('400', 'bad'), rejected],
    pin: [
      done({ status: 'processed', result: {} }),
      done({ status: 'wrongPin', attemptsLeft: 3, error: { code: '56D005' } }),
      done({ status: 'wrongPin', attemptsLeft: 0, error: { code: '56D005' } }),
      done({ status: 'locked' }),
      done({ status: 'failed', error: { code: '500' } }),
      done({ status: 'closed' }),
    ],
    fetchStatus: [status('SUCCESS'), rejected],
  },
  oracle: smartCashOracle,
} satisfies ModelSpec;

/** SmartCash states as the screen tells them apart: leaves, the error and the attempts left. */
export const smartCashStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, attemptsLeft } = snapshot.context as {
    error: { code: string } | null;
    attemptsLeft: number;
  };
  return `${leafStates(snapshot)}, attempts ${attemptsLeft}${error ? `, error ${error.code}` : ''}`;
};
