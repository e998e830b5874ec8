import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  leadTrackMachine,
  type LeadTrackQuery,
  type TrackedLead,
} from '../../../machines/leadTrack.machine.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import { trackLead } from '../../api/portal.api.ts';

/** The look-up, cancelled by the actor's signal when the page is left mid-request. */
const trackActor = fromPromise<Outcome<TrackedLead>, LeadTrackQuery>(({ input, signal }) =>
  trackLead(input.refLeadId, input.contactNumber, signal),
);

/** The lead-tracking statechart with the real track-lead call. */
export function useLeadTrack() {
  return useMachine(leadTrackMachine.provide({ actors: { trackLead: trackActor } }));
}
