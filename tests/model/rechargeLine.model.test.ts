import { expect } from 'vitest';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { rechargeLineSpec } from './rechargeLine.spec.ts';

// REC-2, REC-3, REC-4, REC-5, REC-8, REC-9
describeModel(
  'validates 9 digits after 1000 ms; accepted -> confirmed, other or not broadband -> wrong line, failure -> Invalid Mobile No; pays 500 to 1,000,000 on prepaid; every step shows what the rules say',
  rechargeLineSpec,
  (report) => {
    expectFullCoverage(report, ['400', 'NOT_BROADBAND']);
    expect(report.actionsRun).toContain('goToPayment');
  },
);
