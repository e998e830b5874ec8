/**
 * MPESA's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of submits, answers and time.
 * - a reload with a transaction id goes straight to the status look-up; else the form
 * - the form's submit initiates, then processes (mode MPESA, no PIN); a failure goes back to the
 *   form with its code ('generic' for a network failure)
 * - the status is looked up; while IN_PROCESS it is looked up again every 10 s, at most
 *   paymentMaxTry times (default 10) (WAL-3, WAL-4, WAL-14); anything else ends on the status page
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'form' | 'initiating' | 'processing' | 'checkingStatus' | 'waiting' | 'done';

export interface MpesaTruth {
  phase: Phase;
  /** Waits begun after an IN_PROCESS answer. */
  polls: number;
  maxPolls: number;
  msWaiting: number;
  errorCode: string | null;
}

const POLL_EVERY_MS = 10_000;
const DEFAULT_MAX_TRY = 10;

type Output = { ok?: boolean; code?: string; result?: { transactionStatus?: string } };

function answer(truth: MpesaTruth, actor: string, event: EventObject): MpesaTruth {
  const rejected = event.type.startsWith('xstate.error.actor.');
  const output = ((event as { output?: Output }).output ?? {}) as Output;
  const failed = (): MpesaTruth => ({
    ...truth,
    phase: 'form',
    errorCode: rejected ? 'generic' : (output.code ?? 'generic'),
  });
  if (actor === 'initiatePayment' && truth.phase === 'initiating')
    return !rejected && output.ok ? { ...truth, phase: 'processing' } : failed();
  if (actor === 'processPayment' && truth.phase === 'processing')
    return !rejected && output.ok ? { ...truth, phase: 'checkingStatus' } : failed();
  if (actor === 'fetchStatus' && truth.phase === 'checkingStatus') {
    const inProcess = !rejected && output.result?.transactionStatus === 'IN_PROCESS';
    return inProcess && truth.polls < truth.maxPolls
      ? { ...truth, phase: 'waiting', polls: truth.polls + 1, msWaiting: 0 }
      : { ...truth, phase: 'done' };
  }
  return truth;
}

function step(truth: MpesaTruth, event: EventObject): MpesaTruth {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', event);
  if (event.type === 'form.submit' && truth.phase === 'form')
    return { ...truth, phase: 'initiating', errorCode: null };
  if (event.type === 'clock' && truth.phase === 'waiting') {
    const msWaiting = truth.msWaiting + (event as { ms: number } & EventObject).ms;
    return msWaiting >= POLL_EVERY_MS
      ? { ...truth, phase: 'checkingStatus', msWaiting: 0 }
      : { ...truth, msWaiting };
  }
  return truth;
}

function expect(truth: MpesaTruth): Expected {
  const done = truth.phase === 'done';
  return {
    tags: done ? [] : [truth.phase],
    done,
    context: {
      polls: truth.polls,
      maxPolls: truth.maxPolls,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const mpesaOracle: Oracle<MpesaTruth> = {
  start: (input) => {
    const { resumeTransactionId, paymentMaxTry } = input as {
      resumeTransactionId?: string;
      paymentMaxTry?: number;
    };
    return {
      phase: resumeTransactionId ? 'checkingStatus' : 'form',
      polls: 0,
      maxPolls: paymentMaxTry ?? DEFAULT_MAX_TRY,
      msWaiting: 0,
      errorCode: null,
    };
  },
  step,
  expect,
};
