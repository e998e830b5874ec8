import { describe, expect, it } from 'vitest';
import { classifyStatus } from '../../machines/paymentStatus.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { paymentStatusSpec } from './paymentStatus.spec.ts';

describe('paymentStatus machine (model)', () => {
  // PAY-16 PAY-18 PAY-21
  itReplaysModel(
    'REQUEST_REGISTERED refetches once a second up to 5 times; ALREADY_PROCESSED counts as REQUEST_REGISTERED; every step shows what the rules say (spinner while checking, the status colour)',
    paymentStatusSpec,
    (report) => {
      expectFullCoverage(report, ['500']);
      expect(report.actionsRun).toContain('returnToRedirectPage');
      expect(report.oracleChecks).toBeGreaterThan(0);
    },
  );
  it('classifies every status of the spec', () => {
    expect(
      [
        'SUCCESS',
        'FAILED',
        'FALIURE',
        'REQUEST_REGISTERED',
        'REQUEST_RAISED',
        'IN_PROCESS',
        'CANCELLED',
      ].map(classifyStatus),
    ).toEqual(['success', 'failed', 'failed', 'processing', 'processing', 'processing', 'failed']);
  });
});
