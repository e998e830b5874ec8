import { expect } from 'vitest';
import { mpesaMachine } from '../../machines/mpesa.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, initiated, ok, rejected, status } from './outcomes.ts';

describeModel(
  'polls every 10 s while IN_PROCESS up to paymentMaxTry (default 10), resumes after reload',
  {
    name: 'mpesa',
    machine: mpesaMachine,
    inputs: [{}, { resumeTransactionId: 'T-9' }],
    events: [{ type: 'form.submit', paymentMobile: '712000001', email: 'a@b.co' }],
    outcomes: {
      initiatePayment: [initiated, fail('400', 'bad'), rejected],
      processPayment: [ok({ transactionId: 'T-1' }), fail('500', 'x'), rejected],
      fetchStatus: [status('IN_PROCESS'), status('SUCCESS'), rejected],
    },
  },
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.actionsRun).toEqual(
      expect.arrayContaining(['navigateToStatus', 'persistTransaction']),
    );
  },
);
