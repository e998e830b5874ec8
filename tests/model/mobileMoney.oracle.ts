/**
 * Mobile money's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of submits, answers, closes and time.
 * - a reload with a transaction id goes straight to the status look-up; else the form
 * - PIN option off: the number initiates, then the push request is sent with the processing
 *   overlay (WAL-1); on: the payment OTP first, then the initiation, then the PIN modal (WAL-2)
 * - a code the OTP modal already showed (2003, 2002, 4001, 400) is not toasted again on the form
 * - 1006 from the PIN modal: the locked message, closed back to the form (PIN-4)
 * - the status is looked up again every 10 s while IN_PROCESS, at most paymentMaxTry times
 *   (WAL-3, WAL-4); anything else ends on the status page
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase =
  | 'form'
  | 'otpOpen'
  | 'initiating'
  | 'processing'
  | 'pinOpen'
  | 'locked'
  | 'checkingStatus'
  | 'waiting'
  | 'done';

export interface MobileMoneyTruth {
  phase: Phase;
  pinEnabled: boolean;
  polls: number;
  maxPolls: number;
  msWaiting: number;
  errorCode: string | null;
}

const POLL_EVERY_MS = 10_000;
const DEFAULT_MAX_TRY = 10;
const SHOWN_IN_OTP_MODAL = ['2003', '2002', '4001', '400'];

type Output = {
  ok?: boolean;
  code?: string;
  status?: string;
  error?: { code: string } | null;
  result?: { transactionStatus?: string };
};

function answer(truth: MobileMoneyTruth, actor: string, event: EventObject): MobileMoneyTruth {
  const rejected = event.type.startsWith('xstate.error.actor.');
  const output = ((event as { output?: Output }).output ?? {}) as Output;
  const failed = (): MobileMoneyTruth => ({
    ...truth,
    phase: 'form',
    errorCode: rejected ? 'generic' : (output.code ?? 'generic'),
  });
  const ok = !rejected && output.ok === true;
  switch (`${actor} in ${truth.phase}`) {
    case 'otp in otpOpen': {
      if (output.status === 'verified') return { ...truth, phase: 'initiating' };
      const code = output.error?.code ?? null;
      const shown = code !== null && SHOWN_IN_OTP_MODAL.includes(code);
      return { ...truth, phase: 'form', errorCode: shown ? null : code };
    }
    case 'initiatePayment in initiating':
      return ok ? { ...truth, phase: truth.pinEnabled ? 'pinOpen' : 'processing' } : failed();
    case 'processPayment in processing':
      return ok ? { ...truth, phase: 'checkingStatus' } : failed();
    case 'pin in pinOpen':
      if (output.status === 'processed') return { ...truth, phase: 'checkingStatus' };
      if (output.status === 'locked') return { ...truth, phase: 'locked', errorCode: '1006' };
      return { ...truth, phase: 'form', errorCode: output.error?.code ?? null };
    case 'fetchStatus in checkingStatus': {
      const inProcess = !rejected && output.result?.transactionStatus === 'IN_PROCESS';
      return inProcess && truth.polls < truth.maxPolls
        ? { ...truth, phase: 'waiting', polls: truth.polls + 1, msWaiting: 0 }
        : { ...truth, phase: 'done' };
    }
    default:
      return truth;
  }
}

function step(truth: MobileMoneyTruth, event: EventObject): MobileMoneyTruth {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', event);
  if (event.type === 'form.submit' && truth.phase === 'form')
    return { ...truth, phase: truth.pinEnabled ? 'otpOpen' : 'initiating', errorCode: null };
  if (event.type === 'modal.close' && truth.phase === 'locked')
    return { ...truth, phase: 'form', errorCode: null };
  if (event.type === 'clock' && truth.phase === 'waiting') {
    const msWaiting = truth.msWaiting + (event as { ms: number } & EventObject).ms;
    return msWaiting >= POLL_EVERY_MS
      ? { ...truth, phase: 'checkingStatus', msWaiting: 0 }
      : { ...truth, msWaiting };
  }
  return truth;
}

function expect(truth: MobileMoneyTruth): Expected {
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

export const mobileMoneyOracle: Oracle<MobileMoneyTruth> = {
  start: (input) => {
    const { resumeTransactionId, paymentMaxTry, pinEnabled } = input as {
      resumeTransactionId?: string;
      paymentMaxTry?: number;
      pinEnabled: boolean;
    };
    return {
      phase: resumeTransactionId ? 'checkingStatus' : 'form',
      pinEnabled,
      polls: 0,
      maxPolls: paymentMaxTry ?? DEFAULT_MAX_TRY,
      msWaiting: 0,
      errorCode: null,
    };
  },
  step,
  expect,
};
