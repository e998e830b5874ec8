/**
 * The payment status page, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of status answers and time.
 * - the status is looked up once; REQUEST_REGISTERED (ALREADY_PROCESSED reads as it) looks it up
 *   again 1 s later, at most 5 times; then whatever came last is shown
 * - colours: SUCCESS success; REQUEST_REGISTERED, REQUEST_RAISED, IN_PROCESS processing; any
 *   other status (FAILED, FALIURE, CANCELLED ...) failed
 * - a failed look-up shows the error ('generic' when the call itself failed)
 * - Return is offered once a result or the error shows, and changes no state
 */
import type { EventObject } from 'xstate';
import type { ClockStep, Expected, Oracle } from './harness.ts';

type Phase = 'fetching' | 'waiting' | 'shown' | 'failed';

export interface PaymentStatusTruth {
  phase: Phase;
  retries: number;
  waitedMs: number;
  status: string;
  colour: 'success' | 'processing' | 'failed' | null;
  errorCode: string | null;
}

const RETRY_AFTER_MS = 1_000;
const MAX_RETRIES = 5;

function colourOf(status: string): PaymentStatusTruth['colour'] {
  if (status === 'SUCCESS') return 'success';
  if (['REQUEST_REGISTERED', 'REQUEST_RAISED', 'IN_PROCESS'].includes(status)) return 'processing';
  return 'failed';
}

function step(truth: PaymentStatusTruth, event: EventObject): PaymentStatusTruth {
  if (truth.phase === 'waiting' && event.type === 'clock') {
    const waitedMs = truth.waitedMs + (event as ClockStep).ms;
    return waitedMs >= RETRY_AFTER_MS
      ? { ...truth, phase: 'fetching', waitedMs: 0 }
      : { ...truth, waitedMs };
  }
  if (truth.phase !== 'fetching') return truth;
  if (event.type === 'xstate.error.actor.fetchStatus')
    return { ...truth, phase: 'failed', errorCode: 'generic' };
  if (event.type !== 'xstate.done.actor.fetchStatus') return truth;
  const answer = (
    event as { output?: { ok: boolean; code?: string; result?: { transactionStatus?: string } } }
  ).output;
  if (!answer?.ok) return { ...truth, phase: 'failed', errorCode: answer?.code ?? 'generic' };
  const raw = answer.result?.transactionStatus ?? '';
  const status = raw === 'ALREADY_PROCESSED' ? 'REQUEST_REGISTERED' : raw;
  const seen = { ...truth, status, colour: colourOf(status) };
  if (status === 'REQUEST_REGISTERED' && truth.retries < MAX_RETRIES)
    return { ...seen, phase: 'waiting', retries: truth.retries + 1, waitedMs: 0 };
  return { ...seen, phase: 'shown' };
}

const TAGS: Record<Phase, string[]> = {
  fetching: ['checking'],
  waiting: ['checking'],
  shown: ['shown'],
  failed: ['lookup failed'],
};

function expect(truth: PaymentStatusTruth): Expected {
  return {
    tags: TAGS[truth.phase],
    done: false,
    context: {
      retries: truth.retries,
      status: truth.status,
      outcome: truth.colour,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const paymentStatusOracle: Oracle<PaymentStatusTruth> = {
  start: () => ({
    phase: 'fetching',
    retries: 0,
    waitedMs: 0,
    status: '',
    colour: null,
    errorCode: null,
  }),
  step,
  expect,
};
