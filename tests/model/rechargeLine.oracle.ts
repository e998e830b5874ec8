/**
 * The recharge line's rules, written from the spec alone (its literal values, none of the
 * machine's constants): what the page must show after any path of typing, time and answers.
 * - the number keeps its digits only, at most 9 (REC-2); fewer than 9 digits are not checked
 * - 9 digits are validated once they have stood still for 1000 ms (REC-3); meanwhile, and while
 *   the server answers, the page says 'Checking number…'; typing again restarts the wait
 * - an accepted line type confirms the line; another line type, or on a broadband page the
 *   server's 'NOT_BROADBAND', is the wrong-line text; any other refusal is 'Invalid Mobile No' (REC-4)
 *   (a network failure: the generic text)
 * - a confirmed line pays an amount within the page's bounds (prepaid 500 to 1,000,000; REC-8), or a
 *   bundle; outside them nothing happens
 */
import type { EventObject } from 'xstate';
import type { ClockStep, Expected, Oracle } from './harness.ts';

interface LineRules {
  acceptedLineTypes: string[];
  minAmount: number;
  maxAmount: number;
  broadbandOnly?: boolean;
}

type Phase = 'editing' | 'waiting' | 'validating' | 'ready' | 'wrongLine' | 'invalid' | 'paid';

export interface LineTruth {
  rules: LineRules;
  phase: Phase;
  phone: string;
  /** Time the 9 digits have stood still (while waiting). */
  stillMs: number;
  lineType: string;
  errorCode: string | null;
}

const WAIT_MS = 1000;

function answered(truth: LineTruth, event: EventObject): LineTruth {
  if (event.type === 'xstate.error.actor.validateNumber')
    return { ...truth, phase: 'invalid', errorCode: 'generic' };
  const output = (
    event as { output?: { ok: boolean; code?: string; result?: { lineType: string } } }
  ).output;
  if (!output?.ok) {
    if (truth.rules.broadbandOnly && output?.code === 'NOT_BROADBAND')
      return { ...truth, phase: 'wrongLine', errorCode: 'notBroadband' };
    return { ...truth, phase: 'invalid', errorCode: 'invalidMobile' };
  }
  const lineType = output.result?.lineType ?? '';
  const accepted = truth.rules.acceptedLineTypes.includes(lineType);
  return { ...truth, phase: accepted ? 'ready' : 'wrongLine', lineType };
}

function step(truth: LineTruth, event: EventObject): LineTruth {
  if (truth.phase === 'paid') return truth;
  if (event.type === 'clock') {
    if (truth.phase !== 'waiting') return truth;
    const stillMs = truth.stillMs + (event as ClockStep).ms;
    return stillMs >= WAIT_MS ? { ...truth, phase: 'validating', stillMs } : { ...truth, stillMs };
  }
  if (event.type === 'phone.change') {
    const phone = String((event as { phone?: unknown }).phone)
      .replace(/\D/g, '')
      .slice(0, 9);
    return {
      ...truth,
      phone,
      lineType: '',
      errorCode: null,
      stillMs: 0,
      phase: phone.length === 9 ? 'waiting' : 'editing',
    };
  }
  if (/^xstate\.(done|error)\.actor\.validateNumber$/.test(event.type))
    return truth.phase === 'validating' ? answered(truth, event) : truth;
  if (truth.phase !== 'ready') return truth;
  if (event.type === 'bundle.select') return { ...truth, phase: 'paid' };
  if (event.type === 'recharge.pay') {
    const amount = (event as { amount?: number }).amount ?? Number.NaN;
    const inBounds = amount >= truth.rules.minAmount && amount <= truth.rules.maxAmount;
    return inBounds ? { ...truth, phase: 'paid' } : truth;
  }
  return truth;
}

const TAGS: Record<Phase, string[]> = {
  editing: [],
  waiting: ['checking'],
  validating: ['checking', 'validating'],
  ready: ['confirmed'],
  wrongLine: ['wrongLineType'],
  invalid: ['invalid'],
  paid: [],
};

function expect(truth: LineTruth): Expected {
  return {
    tags: TAGS[truth.phase],
    done: truth.phase === 'paid',
    context: {
      phone: truth.phone,
      lineType: truth.lineType,
      'error.code': truth.errorCode ?? undefined,
    },
  };
}

export const rechargeLineOracle: Oracle<LineTruth> = {
  start: (input) => ({
    rules: input as LineRules,
    phase: 'editing',
    phone: '',
    stillMs: 0,
    lineType: '',
    errorCode: null,
  }),
  step,
  expect,
};
