/**
 * The wallet page's operator-number check (WAL-5, WAL-6; decision 70), written from the rules
 * alone, none of the machine's code: what the screen reads after any path of typing, submits and
 * check answers.
 * - only a number of 9 digits (after the fixed +255) is checked; a shorter one is never asked
 *   about and its submit goes nowhere (WAL-6: Continue needs 9 digits)
 * - a number is checked once while its answer is pending or valid; a failed (invalid) one is
 *   checked again by the next typing or submit
 * - an invalid answer is what shows 'Please enter valid {product} number' (WAL-5)
 * - a submit reaches the payment only for a valid number: at once when it is already valid, else
 *   once its own check answers valid; an invalid answer drops the waiting submit
 *
 * The machine has one state: all it shows is context (each number's answer), so the oracle states
 * no tags (decision #104).
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Answer = 'checking' | 'valid' | 'invalid';

export interface OperatorNumberTruth {
  checks: Record<string, Answer>;
  /** The number a submit waits for. */
  waiting: string | null;
  /** The last number handed on to the payment (the spec's model records it in context). */
  handedOn: string | null;
}

/** The numbers the model types and submits; each one's answer is checked at every step. */
export const OPERATOR_NUMBERS = ['71200000', '71200', '712000001', '712000002'] as const;

const nineDigits = (number: string) => /^\d{9}$/.test(number);

function step(truth: OperatorNumberTruth, event: EventObject): OperatorNumberTruth {
  const { number, ok } = event as EventObject & { number: string; ok?: boolean };
  const check = (): OperatorNumberTruth => ({
    ...truth,
    checks: { ...truth.checks, [number]: 'checking' },
  });
  switch (event.type) {
    case 'number.typed': {
      const known = truth.checks[number];
      return nineDigits(number) && (known === undefined || known === 'invalid') ? check() : truth;
    }
    case 'number.submit': {
      if (!nineDigits(number)) return truth;
      const known = truth.checks[number];
      if (known === 'valid') return { ...truth, handedOn: number };
      if (known === 'checking') return { ...truth, waiting: number };
      return { ...check(), waiting: number };
    }
    case 'number.checked': {
      const waitedFor = truth.waiting === number;
      return {
        checks: { ...truth.checks, [number]: ok ? 'valid' : 'invalid' },
        waiting: waitedFor ? null : truth.waiting,
        handedOn: waitedFor && ok ? number : truth.handedOn,
      };
    }
    default:
      return truth;
  }
}

function expect(truth: OperatorNumberTruth): Expected {
  return {
    tags: [],
    done: false,
    context: {
      ...Object.fromEntries(
        OPERATOR_NUMBERS.map((number) => [`numberChecks.${number}`, truth.checks[number]]),
      ),
      submitWhenValid: truth.waiting,
      // Nothing handed on yet: the key is absent from the machine's context.
      handedOn: truth.handedOn ?? undefined,
    },
  };
}

export const operatorNumberOracle: Oracle<OperatorNumberTruth> = {
  start: () => ({ checks: {}, waiting: null, handedOn: null }),
  step,
  expect,
};
