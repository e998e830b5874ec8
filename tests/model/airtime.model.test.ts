import { airtimeMachine } from '../../machines/airtime.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, initiated, ok, otpClosed, otpVerified, rejected, status } from './outcomes.ts';

describeModel(
  'OTP, balance check, confirm or insufficient, initiate, process, resume',
  {
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
      fetchAirtimeBalance: [
        ok({ balance: 50000 }),
        ok({ balance: 200 }),
        fail('500', 'x'),
        rejected,
      ],
      initiatePayment: [initiated, fail('400', 'bad'), rejected],
      processPayment: [ok({ transactionId: 'T-1' }), fail('500', 'x'), rejected],
      fetchStatus: [status('SUCCESS'), rejected],
    },
  },
  (report) => {
    expectFullCoverage(report, ['502', '400']);
  },
);
