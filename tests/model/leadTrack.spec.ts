/**
 * Lead tracking's model: the searches a person makes and the answers track-lead may give. Shared
 * by the model test (tests/model/leadTrack.model.test.ts), the fast oracle replay
 * (machines/leadTrack.oracle.test.ts) and the section's state test
 * (src/features/hbb-lead/LeadTrackSection.states.test.tsx).
 */
import { leadTrackMachine } from '../../machines/leadTrack.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { leadTrackOracle } from './leadTrack.oracle.ts';
import { fail, ok, rejected } from './outcomes.ts';

export const leadTrackSpec = {
  name: 'leadTrack',
  machine: leadTrackMachine,
  input: undefined,
  events: [
    // Sent trimmed: the oracle expects 'LEAD0001'.
    { type: 'track.submit', refLeadId: ' LEAD0001 ', contactNumber: '712000001' },
    { type: 'track.submit', refLeadId: ' ', contactNumber: '712000001' },
    // 8 and 10 digits are not a contact number: only 9 are.
    { type: 'track.submit', refLeadId: 'LEAD0001', contactNumber: '71200000' },
    { type: 'track.submit', refLeadId: 'LEAD0001', contactNumber: '7120000011' },
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
  oracle: leadTrackOracle,
} satisfies ModelSpec;

/** Tracking states as the section tells them apart: by their leaves and the error shown. */
export const leadTrackStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const error = (snapshot.context as { error?: { code?: string } | null }).error;
  return `${leafStates(snapshot)}${error ? `, error ${error.code}` : ''}`;
};
