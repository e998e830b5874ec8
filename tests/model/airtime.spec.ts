/**
 * The airtime machine's model (OTP, balance check, confirm or insufficient, resume): shared by the
 * model test and the fast oracle test (machines/airtime.oracle.test.ts).
 */
import { airtimeMachine } from '../../machines/airtime.machine.ts';
import { airtimeOracle } from './airtime.oracle.ts';
import type { ModelSpec } from './harness.ts';
import { fail, initiated, ok, otpClosed, otpVerified, rejected, status } from './outcomes.ts';

export const airtimeSpec = {
  name: 'airtime',
  machine: airtimeMachine,
  inputs: [{ amount: 1000 }, { amount: 1000, resumeTransactionId: 'T-9' }],
  events: [
    { type: 'form.submit', paymentMobile: '712000001', email: 'a@b.co' },
    { type: 'confirm.yes' },
    { type: 'confirm.no' },
    { type: 'modal.close' },
  ],
  outcomes: {
    otp: [otpVerified, otpClosed('502'), otpClosed('400')],
    // At the amount exactly, above it, and one below it.
    fetchAirtimeBalance: [
      ok({ balance: 1000 }),
      ok({ balance: 50000 }),
      ok({ balance: 999 }),
      fail('500', 'x'),
      rejected,
    ],
    initiatePayment: [initiated, fail('400', 'bad'), rejected],
    processPayment: [ok({ transactionId: 'T-1' }), fail('500', 'x'), rejected],
    fetchStatus: [status('SUCCESS'), rejected],
  },
  oracle: airtimeOracle,
} satisfies ModelSpec;
