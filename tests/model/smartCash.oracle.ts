/**
 * SmartCash's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of submits, answers and closes.
 * - a reload with a transaction id looks its status up once; else the form (WAL-9)
 * - the number, then the payment OTP; a code the OTP modal already showed (2003, 2002, 4001, 400)
 *   is not toasted again on the form, any other (502) is
 * - then the initiation, then the PIN modal; attempts start at 5 (WAL-10)
 * - 56D005 (wrong PIN) with attempts left: the attempts from the answer and a NEW initiation, the
 *   PIN modal stays, busy (WAL-10); none left, or 1006: the blocked message, attempts 0 (WAL-11)
 * - closing the PIN modal or the blocked message, or a failed initiation: the form, attempts 5
 * - a processed PIN looks the status up once, then the status page
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'form' | 'otpOpen' | 'initiating' | 'pinOpen' | 'blocked' | 'checkingStatus' | 'done';

export interface SmartCashTruth {
  phase: Phase;
  attemptsLeft: number;
  /** A wrong PIN started a new initiation: the PIN modal shows, busy. */
  reinitiating: boolean;
  errorCode: string | null;
}

const ATTEMPTS = 5;
const SHOWN_IN_OTP_MODAL = ['2003', '2002', '4001', '400'];

type Output = {
  ok?: boolean;
  code?: string;
  status?: string;
  attemptsLeft?: number;
  error?: { code: string } | null;
};

/** Back to the form with the attempts at 5 again. */
const toForm = (truth: SmartCashTruth, errorCode: string | null): SmartCashTruth => ({
  ...truth,
  phase: 'form',
  attemptsLeft: ATTEMPTS,
  reinitiating: false,
  errorCode,
});

function answer(truth: SmartCashTruth, actor: string, event: EventObject): SmartCashTruth {
  const rejected = event.type.startsWith('xstate.error.actor.');
  const output = ((event as { output?: Output }).output ?? {}) as Output;
  if (actor === 'otp' && truth.phase === 'otpOpen') {
    if (output.status === 'verified') return { ...truth, phase: 'initiating' };
    const code = output.error?.code ?? null;
    return {
      ...truth,
      phase: 'form',
      errorCode: code && SHOWN_IN_OTP_MODAL.includes(code) ? null : code,
    };
  }
  if (actor === 'initiatePayment' && truth.phase === 'initiating') {
    if (rejected) return toForm(truth, 'generic');
    return output.ok
      ? { ...truth, phase: 'pinOpen', reinitiating: false }
      : toForm(truth, output.code ?? 'generic');
  }
  if (actor === 'pin' && truth.phase === 'pinOpen') {
    switch (output.status) {
      case 'processed':
        return { ...truth, phase: 'checkingStatus' };
      case 'wrongPin': {
        const left = output.attemptsLeft ?? 0;
        return left > 0
          ? {
              ...truth,
              phase: 'initiating',
              attemptsLeft: left,
              reinitiating: left < ATTEMPTS,
              errorCode: output.error?.code ?? null,
            }
          : { ...truth, phase: 'blocked', attemptsLeft: 0, errorCode: '1006' };
      }
      case 'locked':
        return { ...truth, phase: 'blocked', attemptsLeft: 0, errorCode: '1006' };
      case 'closed':
        return toForm(truth, null);
      default:
        return toForm(truth, output.error?.code ?? null);
    }
  }
  if (actor === 'fetchStatus' && truth.phase === 'checkingStatus')
    return { ...truth, phase: 'done' };
  return truth;
}

function step(truth: SmartCashTruth, event: EventObject): SmartCashTruth {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', event);
  if (event.type === 'form.submit' && truth.phase === 'form')
    return { ...truth, phase: 'otpOpen', errorCode: null };
  if (event.type === 'modal.close' && truth.phase === 'blocked') return toForm(truth, null);
  return truth;
}

function expect(truth: SmartCashTruth): Expected {
  const done = truth.phase === 'done';
  return {
    tags: done ? [] : [truth.phase],
    done,
    context: {
      attemptsLeft: truth.attemptsLeft,
      reinitiating: truth.reinitiating,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const smartCashOracle: Oracle<SmartCashTruth> = {
  start: (input) => ({
    phase: (input as { resumeTransactionId?: string }).resumeTransactionId
      ? 'checkingStatus'
      : 'form',
    attemptsLeft: ATTEMPTS,
    reinitiating: false,
    errorCode: null,
  }),
  step,
  expect,
};
