import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { mobileMoneySpec } from './mobileMoney.spec.ts';

// WAL-1, WAL-2, WAL-3, WAL-4, PIN-4
describeModel(
  'push and OTP+PIN paths, polling, 1006 lock, resume after reload, and at every step shows what the rules say',
  mobileMoneySpec,
  (report) => {
    expectFullCoverage(report, ['502', '400']);
  },
);
