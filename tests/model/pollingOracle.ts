/**
 * The status-polling rule the wallet oracles (mobile money, MPESA) share, written from the spec
 * alone (its literal values, none of the machine's constants):
 * - a reload with a transaction id goes straight to the status look-up; else the form
 * - a failed initiation or processing goes back to the form with its code ('generic' for a
 *   network failure)
 * - the status is looked up; while IN_PROCESS it is looked up again every 10 s, at most
 *   paymentMaxTry times (default 10) (WAL-3, WAL-4, WAL-14); anything else ends on the status page
 * Each wallet oracle keeps its own phases and steps; this piece holds only what they have in common.
 */
import type { EventObject } from 'xstate';
import type { Expected } from './harness.ts';

/** The phases every polling wallet has; a wallet adds its own (otpOpen, pinOpen, ...). */
export type PollingPhase =
  'form' | 'initiating' | 'processing' | 'checkingStatus' | 'waiting' | 'done';

export interface PollingTruth<P extends string = string> {
  phase: P;
  /** Waits begun after an IN_PROCESS answer. */
  polls: number;
  maxPolls: number;
  msWaiting: number;
  errorCode: string | null;
}

const POLL_EVERY_MS = 10_000;
const DEFAULT_MAX_TRY = 10;

export type PaymentOutput = {
  ok?: boolean;
  code?: string;
  result?: { transactionStatus?: string };
};

/** An invoked service's answer: which actor, whether it rejected, what it resolved with. */
export interface Answer<O> {
  actor: string;
  rejected: boolean;
  output: O;
}

export function answerOf<O>(event: EventObject): Answer<O> | null {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (!answered) return null;
  return {
    actor: answered[1] ?? '',
    rejected: event.type.startsWith('xstate.error.actor.'),
    output: ((event as { output?: O }).output ?? {}) as O,
  };
}

/** A failed initiation or processing: back to the form with its code. */
export function failed<T extends PollingTruth>(truth: T, answer: Answer<PaymentOutput>): T {
  return {
    ...truth,
    phase: 'form',
    errorCode: answer.rejected ? 'generic' : (answer.output.code ?? 'generic'),
  };
}

/** The status answer: wait and look again while IN_PROCESS and tries are left (WAL-3, WAL-4). */
export function statusAnswered<T extends PollingTruth>(truth: T, answer: Answer<PaymentOutput>): T {
  const inProcess = !answer.rejected && answer.output.result?.transactionStatus === 'IN_PROCESS';
  return inProcess && truth.polls < truth.maxPolls
    ? { ...truth, phase: 'waiting', polls: truth.polls + 1, msWaiting: 0 }
    : { ...truth, phase: 'done' };
}

/** Time passing while waiting: the status is looked up again after 10 s (WAL-3). */
export function waited<T extends PollingTruth>(truth: T, event: EventObject): T {
  if (event.type !== 'clock' || truth.phase !== 'waiting') return truth;
  const msWaiting = truth.msWaiting + (event as { ms: number } & EventObject).ms;
  return msWaiting >= POLL_EVERY_MS
    ? { ...truth, phase: 'checkingStatus', msWaiting: 0 }
    : { ...truth, msWaiting };
}

/** The start: the status look-up on a reload with a transaction id, else the form (WAL-14). */
export function startPolling(input: unknown): PollingTruth<'checkingStatus' | 'form'> {
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
}

/** What a person sees: the phase's tag until done, the tries and the code the screen shows. */
export function expectPolling(truth: PollingTruth): Expected {
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
