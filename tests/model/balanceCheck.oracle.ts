/**
 * The data balance check's rules, written from the spec alone (BB-1): what the page must show
 * after any path of requests and answers.
 * - Check balance takes a number of exactly 9 digits; anything else is not sent
 * - the OTP dialog opens (an OTP goes to the line); a verified OTP hands over its uniqueCode and
 *   the balance is queried with it ('Checking your balance…')
 * - the balances come back as a list: the active-bundles popup shows them; closing it allows a
 *   new check
 * - a closed OTP dialog keeps the code it closed with (502 ...); a query refused keeps its code
 *   (400), a malformed answer or a network failure the generic one; each allows a new check
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'idle' | 'otp' | 'querying' | 'shown';

export interface BalanceTruth {
  phase: Phase;
  msisdn: string;
  uniqueCode: string;
  balances: number;
  errorCode: string | undefined;
}

type Output = {
  ok?: boolean;
  code?: string;
  status?: string;
  uniqueCode?: string;
  error?: { code?: string };
  result?: { queryBalanceResult?: unknown };
};

const outputOf = (event: EventObject) => (event as { output?: Output }).output ?? {};

function fromOtp(truth: BalanceTruth, event: EventObject): BalanceTruth {
  if (event.type === 'xstate.error.actor.otp')
    return { ...truth, phase: 'idle', errorCode: 'generic' };
  const out = outputOf(event);
  if (out.status === 'verified' && out.uniqueCode)
    return { ...truth, phase: 'querying', uniqueCode: out.uniqueCode };
  return { ...truth, phase: 'idle', errorCode: out.error?.code };
}

function fromQuery(truth: BalanceTruth, event: EventObject): BalanceTruth {
  if (event.type === 'xstate.error.actor.queryBalance')
    return { ...truth, phase: 'idle', errorCode: 'generic' };
  const out = outputOf(event);
  const list = out.result?.queryBalanceResult;
  if (out.ok && Array.isArray(list)) return { ...truth, phase: 'shown', balances: list.length };
  return { ...truth, phase: 'idle', errorCode: out.ok ? 'generic' : out.code };
}

function step(truth: BalanceTruth, event: EventObject): BalanceTruth {
  if (truth.phase === 'idle' && event.type === 'balance.check') {
    const msisdn = String((event as { msisdn?: unknown }).msisdn);
    if (!/^\d{9}$/.test(msisdn)) return truth;
    return { phase: 'otp', msisdn, uniqueCode: '', balances: 0, errorCode: undefined };
  }
  if (truth.phase === 'otp' && /^xstate\.(done|error)\.actor\.otp$/.test(event.type))
    return fromOtp(truth, event);
  if (truth.phase === 'querying' && /^xstate\.(done|error)\.actor\.queryBalance$/.test(event.type))
    return fromQuery(truth, event);
  if (truth.phase === 'shown' && event.type === 'modal.close') return { ...truth, phase: 'idle' };
  return truth;
}

const TAGS: Record<Phase, string[]> = {
  idle: ['checkAvailable'],
  otp: ['otpOpen'],
  querying: ['busy'],
  shown: ['balancesShown'],
};

function expect(truth: BalanceTruth): Expected {
  return {
    tags: TAGS[truth.phase],
    done: false,
    context: {
      msisdn: truth.msisdn,
      uniqueCode: truth.uniqueCode,
      'balances.length': truth.balances,
      'error.code': truth.errorCode,
    },
  };
}

export const balanceCheckOracle: Oracle<BalanceTruth> = {
  start: () => ({ phase: 'idle', msisdn: '', uniqueCode: '', balances: 0, errorCode: undefined }),
  step,
  expect,
};
