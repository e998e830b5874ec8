import { describe, expect, it } from 'vitest';
import { leadTrackMachine } from '../../machines/leadTrack.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { checkModel } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';

describe('leadTrack machine (model)', () => {
  it('reference + number -> found, 404 -> notFound, anything else -> failed; again from each', async () => {
    const report = await checkModel({
      name: 'leadTrack',
      machine: leadTrackMachine,
      events: [
        { type: 'track.submit', refLeadId: 'LEAD0001', contactNumber: '712000001' },
        { type: 'track.submit', refLeadId: ' ', contactNumber: '712000001' },
        { type: 'track.submit', refLeadId: 'LEAD0001', contactNumber: '7120' },
      ],
      outcomes: {
        trackLead: [
          ok({ refLeadId: 'LEAD0001', leadStatus: 'SUBMITTED', city: 'Arusha' }),
          ok({}),
          fail('404', 'No Data found'),
          fail('400', 'Bad request'),
          rejected,
        ],
      },
    });
    expectFullCoverage(report, ['404', '400']);
    expect(report.statesReached).toBe(report.statesTotal);
  });
});
