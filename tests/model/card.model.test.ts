import { expect } from 'vitest';
import { cardMachine } from '../../machines/card.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, initiated, ok, rejected, status } from './outcomes.ts';

describeModel(
  'paystack popup, redirect gateway, missing transaction id only logged, resume',
  {
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
  },
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.actionsRun).toEqual(
      expect.arrayContaining(['logMissingTransaction', 'redirectTo', 'navigateToStatus']),
    );
  },
);
