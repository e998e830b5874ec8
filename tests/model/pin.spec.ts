/**
 * The PIN machine's model, under both flows' rules (mobile money retries in place, SmartCash ends
 * the round): shared by the model test and the PIN modal's state test
 * (src/features/payment/pin/PinModal.states.test.tsx).
 */
import { pinMachine } from '../../machines/pin.machine.ts';
import type { ModelSpec } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';
import { pinOracle } from './pin.oracle.ts';

const outcomes = {
  encryptPin: [{ output: 'cipher' }, rejected],
  processPayment: [
    ok({ transactionId: 't-1', transactionStatus: 'IN_PROCESS' }),
    fail('1004', 'Please enter correct PIN'),
    fail('56D005', 'wrong'),
    fail('1006', 'locked'),
    fail('500', 'other'),
    rejected,
  ],
};
const events = [
  { type: 'pin.submit', pin: '12' },
  { type: 'pin.submit', pin: '1234' },
  { type: 'modal.close' },
];

export const pinSpec = {
  name: 'pin',
  machine: pinMachine,
  inputs: [
    { transactionId: 't-1', auth: null, wrongPinCodes: ['1004'], retryInPlace: true },
    {
      transactionId: 't-1',
      auth: null,
      encryptionKey: 'k',
      attemptsLeft: 2,
      wrongPinCodes: ['56D005'],
      retryInPlace: false,
    },
  ],
  events,
  outcomes,
  oracle: pinOracle,
} satisfies ModelSpec;
