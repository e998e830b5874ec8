import { smartCashMachine } from '../../machines/smartCash.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { done, fail, initiated, otpClosed, otpVerified, rejected, status } from './outcomes.ts';

describeModel(
  '56D005 re-initiates with attempts down, 1006 blocks, closing resets attempts, resume',
  {
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
  },
  (report) => {
    expectFullCoverage(report, ['56D005', '502', '400']);
  },
);
