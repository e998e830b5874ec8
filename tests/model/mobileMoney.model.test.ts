import { mobileMoneyMachine } from '../../machines/mobileMoney.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { done, fail, initiated, ok, otpClosed, otpVerified, rejected, status } from './outcomes.ts';

describeModel(
  'push and OTP+PIN paths, polling, 1006 lock, resume after reload',
  {
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
  },
  (report) => {
    expectFullCoverage(report, ['502', '400']);
  },
);
