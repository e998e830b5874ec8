import { expect } from 'vitest';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { mpesaSpec } from './mpesa.spec.ts';

// WAL-3, WAL-4, WAL-14
describeModel(
  'polls every 10 s while IN_PROCESS up to paymentMaxTry (default 10), resumes after reload, and at every step shows what the rules say',
  mpesaSpec,
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.actionsRun).toEqual(
      expect.arrayContaining(['navigateToStatus', 'persistTransaction']),
    );
  },
);
