/**
 * Tracking a home-broadband lead by its reference (subscriber/v1/track-lead): the person types the
 * lead reference and the contact number given on the lead, and sees the lead's status.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { GENERIC, hasCode, notProvided, toError, type MachineError } from './shared.ts';

/** A tracked lead (structural twin of src/api/portal.api.ts TrackLeadResult). */
export interface TrackedLead {
  refLeadId: string;
  leadStatus: string;
  city?: string;
  planDescription?: string;
  createdAt?: string;
}

/** What the person typed. */
export interface LeadTrackQuery {
  refLeadId: string;
  contactNumber: string;
}

interface LeadTrackContext {
  query: LeadTrackQuery | null;
  lead: TrackedLead | null;
  error: MachineError | null;
}

/** Events of lead tracking. */
export type LeadTrackEvent = { type: 'track.submit'; refLeadId: string; contactNumber: string };

/** The server's answer for an unknown reference (or a number that is not the lead's). */
export const LEAD_NOT_FOUND = '404';

/**
 * What the tracking section shows in each state, declared on the states as xstate tags (decision
 * #100): the section reads `hasTag`, so a wrong tag shows on screen. Idle shows the form alone.
 * - tracking: the form waits and 'Looking up your request…' is read out
 * - leadShown: the lead's status card
 * - notFound: 'We could not find a request with this lead ID and contact number…'
 * - errorShown: 'Something Went Wrong!'
 */
export type LeadTrackTag = 'tracking' | 'leadShown' | 'notFound' | 'errorShown';

const submit = { target: 'tracking', guard: 'complete', actions: 'remember' } as const;

/**
 * idle → tracking → found | notFound | failed; each end state takes another `track.submit`, so a
 * person can look up a second reference without leaving the page.
 */
export const leadTrackMachine = setup({
  types: {
    context: {} as LeadTrackContext,
    events: {} as LeadTrackEvent,
    tags: {} as LeadTrackTag,
  },
  actors: {
    trackLead: fromPromise<Outcome<TrackedLead>, LeadTrackQuery>(async () =>
      notProvided('trackLead'),
    ),
  },
  actions: {
    remember: assign({
      query: ({ event }) => ({
        refLeadId: event.refLeadId.trim(),
        contactNumber: event.contactNumber,
      }),
      lead: null,
      error: null,
    }),
  },
  guards: {
    complete: ({ event }) => event.refLeadId.trim() !== '' && /^\d{9}$/.test(event.contactNumber),
  },
}).createMachine({
  id: 'leadTrack',
  context: { query: null, lead: null, error: null },
  initial: 'idle',
  states: {
    // No submit while tracking: one request at a time.
    idle: { on: { 'track.submit': submit } },
    tracking: {
      tags: 'tracking',
      invoke: {
        id: 'trackLead',
        src: 'trackLead',
        input: ({ context }) => context.query ?? { refLeadId: '', contactNumber: '' },
        onDone: [
          {
            guard: ({ event }) =>
              event.output.ok && typeof event.output.result?.leadStatus === 'string',
            target: 'found',
            actions: assign({
              lead: ({ event }) => (event.output.ok ? event.output.result : null),
            }),
          },
          {
            guard: ({ event }) => hasCode(event.output, LEAD_NOT_FOUND),
            target: 'notFound',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toError(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    found: { tags: 'leadShown', on: { 'track.submit': submit } },
    notFound: { tags: 'notFound', on: { 'track.submit': submit } },
    failed: { tags: 'errorShown', on: { 'track.submit': submit } },
  },
});
