/**
 * Lead tracking's rules (HBB-14, decision #46), written from the spec and the decision alone (its
 * literal values, none of the machine's constants): what must hold after any path of searches and
 * answers.
 * - a search needs a lead ID (not blank; sent trimmed) and a 9-digit contact number (the spec's
 *   phone length); anything else is not sent
 * - one request at a time: a search while one is under way is ignored
 * - an answer with a lead status shows the lead; '404' ('No Data found': an unknown reference or
 *   a number that is not the lead's) says no request was found; any other answer, a failed call
 *   or an answer without a status shows 'Something Went Wrong!' ('generic' without a code)
 * - every answer takes another search, which clears what the last one showed
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'idle' | 'tracking' | 'found' | 'notFound' | 'failed';

export interface LeadTrackTruth {
  phase: Phase;
  query: { refLeadId: string; contactNumber: string } | null;
  lead: unknown;
  errorCode: string | null;
}

const PHONE_DIGITS = /^\d{9}$/;
const NOT_FOUND = '404';

interface Answer {
  ok: boolean;
  code?: string;
  result?: { leadStatus?: unknown };
}

function answer(truth: LeadTrackTruth, event: EventObject): LeadTrackTruth {
  if (truth.phase !== 'tracking') return truth;
  if (event.type.startsWith('xstate.error.actor.'))
    return { ...truth, phase: 'failed', errorCode: 'generic' };
  const output = (event as { output?: Answer }).output;
  if (output?.ok && typeof output.result?.leadStatus === 'string')
    return { ...truth, phase: 'found', lead: output.result };
  if (output && !output.ok && output.code === NOT_FOUND) return { ...truth, phase: 'notFound' };
  return {
    ...truth,
    phase: 'failed',
    errorCode: output && !output.ok ? (output.code ?? 'generic') : 'generic',
  };
}

function step(truth: LeadTrackTruth, event: EventObject): LeadTrackTruth {
  if (event.type === 'xstate.done.actor.trackLead' || event.type === 'xstate.error.actor.trackLead')
    return answer(truth, event);
  if (event.type !== 'track.submit' || truth.phase === 'tracking') return truth;
  const { refLeadId, contactNumber } = event as {
    refLeadId: string;
    contactNumber: string;
  } & EventObject;
  if (refLeadId.trim() === '' || !PHONE_DIGITS.test(contactNumber)) return truth;
  return {
    phase: 'tracking',
    query: { refLeadId: refLeadId.trim(), contactNumber },
    lead: null,
    errorCode: null,
  };
}

const TAG: Record<Phase, string[]> = {
  idle: [],
  tracking: ['tracking'],
  found: ['leadShown'],
  notFound: ['notFound'],
  failed: ['errorShown'],
};

function expect(truth: LeadTrackTruth): Expected {
  return {
    tags: TAG[truth.phase],
    done: false,
    context: {
      query: truth.query,
      lead: truth.lead,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const leadTrackOracle: Oracle<LeadTrackTruth> = {
  start: () => ({ phase: 'idle', query: null, lead: null, errorCode: null }),
  step,
  expect,
};
