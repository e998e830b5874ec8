import { expect } from 'vitest';
import { airtimeSpec } from './airtime.spec.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';

// WAL-15 WAL-16 PAY-25
describeModel(
  "OTP, balance check, confirm or insufficient, initiate, process, resume; every step shows what the rules say (balance >= amount asks 'Are you sure?', below shows insufficient balance, Yes initiates once)",
  airtimeSpec,
  (report) => {
    expectFullCoverage(report, ['502', '400']);
    expect(report.oracleChecks).toBeGreaterThan(0);
  },
);
