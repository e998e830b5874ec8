import { expect } from 'vitest';
import { cardSpec } from './card.spec.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';

describeModel(
  'paystack popup (20 s for its script), redirect gateway, missing transaction id only logged, resume; every step shows what the rules say (form locked while busy, popup line)',
  cardSpec,
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.oracleChecks).toBeGreaterThan(0);
    expect(report.actionsRun).toEqual(
      expect.arrayContaining(['logMissingTransaction', 'redirectTo', 'navigateToStatus']),
    );
  },
);
