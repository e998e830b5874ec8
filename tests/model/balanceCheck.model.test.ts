import { expect } from 'vitest';
import { balanceCheckSpec } from './balanceCheck.spec.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';

// BB-1
describeModel(
  'request -> OTP -> query with the uniqueCode -> active bundles; every failure back to idle with its code; every step shows what the rules say',
  balanceCheckSpec,
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.statesReached).toBe(report.statesTotal);
  },
);
