/**
 * The OTP modal's rules, written from the spec alone (its literal values, none of the machine's
 * constants): what must hold after any path of sends, answers and time.
 * - the code is sent first; any failed send (502 ...) or a network failure closes the modal
 * - 6 digits verify; '2003' is a wrong code: attempts left go down by one from 5 (never below 0)
 * - '2002': attempts exhausted (0 left), the resend link is hidden
 * - '4001' / '400': the message shows, then the modal closes itself after 11 s
 * - resend is offered 60 s after the last send; the seconds left count down once a second
 * - closing the modal works from every open state and shows no error afterwards
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'sending' | 'entering' | 'verifying' | 'exhausted' | 'closing' | 'closed' | 'verified';
type Resend = 'countingDown' | 'available' | 'resending';

export interface OtpTruth {
  phase: Phase;
  resend: Resend;
  /** Since the last successful send or resend. */
  msSinceSend: number;
  msInClosing: number;
  attemptsLeft: number;
  errorCode: string | null;
}

const ATTEMPTS = 5;
const RESEND_AFTER_MS = 60_000;
const CLOSE_AFTER_MS = 11_000;

/** The code of an answer: '2003', 'generic' for a rejected call, null for success. */
function codeOf(event: EventObject): string | null {
  if (event.type.startsWith('xstate.error.actor.')) return 'generic';
  const output = (event as { output?: { ok: boolean; code?: string } }).output;
  return output?.ok ? null : (output?.code ?? 'generic');
}

const isOpen = (phase: Phase) =>
  phase === 'entering' || phase === 'verifying' || phase === 'exhausted';

function answer(truth: OtpTruth, actor: string, code: string | null): OtpTruth {
  if (actor === 'sendOtp' && truth.phase === 'sending')
    return code === null
      ? { ...truth, phase: 'entering', resend: 'countingDown', msSinceSend: 0 }
      : { ...truth, phase: 'closed', errorCode: code };
  if (actor === 'resendOtp' && isOpen(truth.phase) && truth.resend === 'resending')
    return code === null
      ? { ...truth, resend: 'countingDown', msSinceSend: 0, errorCode: null }
      : { ...truth, phase: 'closed', errorCode: code };
  if (actor !== 'verifyOtp' || truth.phase !== 'verifying') return truth;
  if (code === null) return { ...truth, phase: 'verified' };
  if (code === '2003')
    return {
      ...truth,
      phase: 'entering',
      attemptsLeft: Math.max(0, truth.attemptsLeft - 1),
      errorCode: code,
    };
  if (code === '2002') return { ...truth, phase: 'exhausted', attemptsLeft: 0, errorCode: code };
  if (code === '4001' || code === '400')
    return { ...truth, phase: 'closing', msInClosing: 0, errorCode: code };
  return { ...truth, phase: 'closed', errorCode: code };
}

function elapse(truth: OtpTruth, ms: number): OtpTruth {
  if (truth.phase === 'closing') {
    const msInClosing = truth.msInClosing + ms;
    return msInClosing >= CLOSE_AFTER_MS
      ? { ...truth, phase: 'closed', errorCode: null }
      : { ...truth, msInClosing };
  }
  if (!isOpen(truth.phase) || truth.resend !== 'countingDown') return truth;
  const msSinceSend = truth.msSinceSend + ms;
  return {
    ...truth,
    msSinceSend,
    resend: msSinceSend >= RESEND_AFTER_MS ? 'available' : 'countingDown',
  };
}

function step(truth: OtpTruth, event: EventObject): OtpTruth {
  const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (answered) return answer(truth, answered[1] ?? '', codeOf(event));
  if (truth.phase === 'closed' || truth.phase === 'verified') return truth;
  switch (event.type) {
    case 'clock':
      return elapse(truth, (event as { ms: number } & EventObject).ms);
    case 'modal.close':
      return { ...truth, phase: 'closed', errorCode: null };
    case 'otp.change': {
      const code = (event as { code: string } & EventObject).code;
      return truth.phase === 'entering' && /^\d{6}$/.test(code)
        ? { ...truth, phase: 'verifying', errorCode: null }
        : truth;
    }
    case 'otp.resend':
      return isOpen(truth.phase) && truth.phase !== 'exhausted' && truth.resend === 'available'
        ? { ...truth, resend: 'resending' }
        : truth;
    default:
      return truth;
  }
}

const RESEND_TAG: Record<Resend, string> = {
  countingDown: 'resendCountingDown',
  available: 'resendAvailable',
  resending: 'resending',
};

function expect(truth: OtpTruth): Expected {
  const done = truth.phase === 'closed' || truth.phase === 'verified';
  const open = isOpen(truth.phase);
  const tags = [...(done ? [] : [truth.phase]), ...(open ? [RESEND_TAG[truth.resend]] : [])];
  const secondsLeft =
    truth.resend === 'countingDown' ? 60 - Math.floor(truth.msSinceSend / 1_000) : 0;
  return {
    tags,
    done,
    context: {
      attemptsLeft: truth.attemptsLeft,
      // The code the dialog words (and a closed modal hands its parent); none: undefined.
      'error.code': truth.errorCode ?? undefined,
      ...(open ? { secondsLeft } : {}),
    },
  };
}

export const otpOracle: Oracle<OtpTruth> = {
  start: () => ({
    phase: 'sending',
    resend: 'countingDown',
    msSinceSend: 0,
    msInClosing: 0,
    attemptsLeft: ATTEMPTS,
    errorCode: null,
  }),
  step,
  expect,
};
