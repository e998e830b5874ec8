/**
 * The card machine's model (paystack popup, redirect gateway, resume): shared by the model test
 * and the fast oracle test (machines/card.oracle.test.ts).
 */
import { cardMachine } from '../../machines/card.machine.ts';
import { cardOracle } from './card.oracle.ts';
import type { ModelSpec } from './harness.ts';
import { fail, initiated, ok, rejected, status } from './outcomes.ts';

export const cardSpec = {
  name: 'card',
  machine: cardMachine,
  inputs: [{}, { resumeTransactionId: 'T-9' }],
  events: [
    { type: 'form.submit', gateway: 'Paystack', email: 'a@b.co' },
    { type: 'form.submit', gateway: 'Selcom', email: 'a@b.co' },
    { type: 'card.popupOpened' },
    { type: 'card.popupSuccess' },
    { type: 'card.popupClosed' },
    { type: 'card.popupFailed' },
  ],
  outcomes: {
    initiatePayment: [initiated, fail('400', 'bad'), rejected],
    processPayment: [
      ok({ transactionId: 'T-1', redirectUrl: 'https://gw/pay' }),
      ok({ transactionId: 'T-1' }),
      ok({}),
      fail('500', 'x'),
      rejected,
    ],
    fetchStatus: [status('SUCCESS'), rejected],
  },
  oracle: cardOracle,
  // The popup's script has 20 s: a second more shows a missing or longer timer.
  probeSeconds: 21,
} satisfies ModelSpec;
