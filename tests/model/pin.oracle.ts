/**
 * The wallet PIN modal's rules, written from the spec alone (its literal values, none of the
 * machine's constants): what must hold after any path of PIN entries and answers.
 * - attempts start at 5 (or at what the flow carries over: SmartCash after a re-initiation)
 * - 4 digits are encrypted, then the payment is processed; meanwhile the modal is busy
 * - a wrong PIN ('1004' mobile money, '56D005' SmartCash) costs one attempt: mobile money asks
 *   again in the same modal with the error shown; SmartCash ends the round (its flow re-initiates)
 * - '1006': the wallet is locked; any other failure (or a network failure: 'generic') ends it
 * - closing the modal while a PIN can be typed ends it without an error
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

interface PinRules {
  attemptsLeft?: number;
  wrongPinCodes: string[];
  retryInPlace: boolean;
}

export interface PinTruth {
  rules: PinRules;
  phase: 'entering' | 'encrypting' | 'submitting' | 'done';
  attemptsLeft: number;
  errorCode: string | null;
  /** How the round ended, as its parent reads it. */
  ended: { status: string; attemptsLeft?: number; errorCode?: string } | null;
}

const ATTEMPTS = 5;

function codeOf(event: EventObject): string | null {
  if (event.type.startsWith('xstate.error.actor.')) return 'generic';
  const output = (event as { output?: { ok: boolean; code?: string } }).output;
  return output?.ok ? null : (output?.code ?? 'generic');
}

function processed(truth: PinTruth, code: string | null): PinTruth {
  const end = (ended: PinTruth['ended']): PinTruth => ({ ...truth, phase: 'done', ended });
  if (code === null) return end({ status: 'processed' });
  if (truth.rules.wrongPinCodes.includes(code)) {
    const attemptsLeft = Math.max(0, truth.attemptsLeft - 1);
    return truth.rules.retryInPlace
      ? { ...truth, phase: 'entering', attemptsLeft, errorCode: code }
      : end({ status: 'wrongPin', attemptsLeft, errorCode: code });
  }
  if (code === '1006') return end({ status: 'locked' });
  return end({ status: 'failed', errorCode: code });
}

function step(truth: PinTruth, event: EventObject): PinTruth {
  if (event.type === 'xstate.done.actor.encryptPin' && truth.phase === 'encrypting')
    return { ...truth, phase: 'submitting' };
  if (event.type === 'xstate.error.actor.encryptPin' && truth.phase === 'encrypting')
    return { ...truth, phase: 'done', ended: { status: 'failed', errorCode: 'generic' } };
  if (
    /^xstate\.(done|error)\.actor\.processPayment$/.test(event.type) &&
    truth.phase === 'submitting'
  )
    return processed(truth, codeOf(event));
  if (truth.phase !== 'entering') return truth;
  if (event.type === 'modal.close') return { ...truth, phase: 'done', ended: { status: 'closed' } };
  if (event.type === 'pin.submit' && /^\d{4}$/.test((event as { pin: string } & EventObject).pin))
    return { ...truth, phase: 'encrypting' };
  return truth;
}

function expect(truth: PinTruth): Expected {
  const done = truth.phase === 'done';
  return {
    tags: done ? [] : [truth.phase === 'entering' ? 'entering' : 'busy'],
    done,
    context: {
      attemptsLeft: truth.attemptsLeft,
      'error.code': truth.errorCode ?? undefined,
      ...(done
        ? {
            'output.status': truth.ended?.status,
            'output.attemptsLeft': truth.ended?.attemptsLeft,
            'output.error.code': truth.ended?.errorCode,
          }
        : {}),
    },
  };
}

export const pinOracle: Oracle<PinTruth> = {
  start: (input) => {
    const rules = input as PinRules;
    return {
      rules,
      phase: 'entering',
      attemptsLeft: rules.attemptsLeft ?? ATTEMPTS,
      errorCode: null,
      ended: null,
    };
  },
  step,
  expect,
};
