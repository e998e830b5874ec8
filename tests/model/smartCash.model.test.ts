import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { smartCashSpec } from './smartCash.spec.ts';

// WAL-9, WAL-10, WAL-11, WAL-12
describeModel(
  '56D005 re-initiates with attempts down, 1006 blocks, closing resets attempts to 5, resume, and at every step shows what the rules say',
  smartCashSpec,
  (report) => {
    expectFullCoverage(report, ['56D005', '502', '400']);
  },
);
