import { expect } from 'vitest';
import { leadTrackMachine } from '../../machines/leadTrack.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, ok, rejected } from './outcomes.ts';

describeModel(
  'reference + number -> found, 404 -> notFound, anything else -> failed; again from each',
  {
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
  },
  (report) => {
    expectFullCoverage(report, ['404', '400']);
    expect(report.statesReached).toBe(report.statesTotal);
  },
);
