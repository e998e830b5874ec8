import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { pinSpec } from './pin.spec.ts';

describeModel(
  '1004 retries in place (mobile money), 56D005 ends with wrongPin (SmartCash re-initiates), 1006 locks; every step shows what the rules say (5 attempts, one fewer per wrong PIN, busy while checked)',
  pinSpec,
  (report) => {
    expectFullCoverage(report, ['1004', '56D005', '1006']);
  },
);
