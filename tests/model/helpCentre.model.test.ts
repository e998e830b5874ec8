import { expect } from 'vitest';
import { expectFullCoverage } from './expectations.ts';
import { helpCentreSpec } from './helpCentre.spec.ts';
import { describeModel } from './modelTest.ts';

// HELP-2, HELP-4, HELP-5, HELP-6, HELP-11
describeModel(
  'stages 1-4, back to the previous stage, question from any stage, own link, vote; at every step shows what the rules say',
  helpCentreSpec,
  (report) => {
    expectFullCoverage(report, []);
    expect(report.actionsRun).toEqual(expect.arrayContaining(['openLink', 'refetchContent']));
  },
);
