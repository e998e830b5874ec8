import { expect } from 'vitest';
import { expectFullCoverage } from './expectations.ts';
import { leadTrackSpec } from './leadTrack.spec.ts';
import { describeModel } from './modelTest.ts';

// HBB-14
describeModel(
  'reference + 9-digit number -> found, 404 -> notFound, anything else -> failed; again from each, and at every step shows what the rules say (HBB-14)',
  leadTrackSpec,
  (report) => {
    expectFullCoverage(report, ['404', '400']);
    expect(report.statesReached).toBe(report.statesTotal);
  },
);
