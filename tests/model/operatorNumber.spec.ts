/**
 * The operator-number check's model (WAL-5): the numbers a person types and submits on the wallet
 * page and the answers of their checks. Shared by the model test
 * (tests/model/operatorNumber.model.test.ts), the fast oracle replay
 * (machines/operatorNumber.oracle.test.ts) and the wallet form's state test
 * (src/features/payment/methods/mobile-money/OperatorNumber.states.test.tsx).
 *
 * The check's answer comes back as `number.checked` (its spawned actor's `sendBack`), so the model
 * sends it as an event. Handing a valid number on is `sendParent`, which has no parent here: the
 * model records the number in context (`handedOn`) instead, so the oracle sees every hand-over;
 * machines/operatorNumber.machine.test.ts pins the event the real parent receives.
 */
import { assign } from 'xstate';
import { operatorNumberMachine } from '../../machines/operatorNumber.machine.ts';
import type { ModelSpec } from './harness.ts';
import { operatorNumberOracle } from './operatorNumber.oracle.ts';

const handOnInContext = operatorNumberMachine.provide({
  actions: {
    submitToParent: assign((_, { number }: { number: string }) => ({ handedOn: number })) as never,
  },
});

export const operatorNumberSpec = {
  name: 'operatorNumber',
  machine: handOnInContext,
  events: [
    // 8 digits: not yet a number to check (WAL-6: 9 digits).
    { type: 'number.typed', number: '71200000' },
    { type: 'number.typed', number: '712000001' },
    { type: 'number.submit', number: '71200' },
    { type: 'number.submit', number: '712000001' },
    { type: 'number.submit', number: '712000002' },
    { type: 'number.checked', number: '712000001', ok: true },
    { type: 'number.checked', number: '712000001', ok: false },
    { type: 'number.checked', number: '712000002', ok: true },
    { type: 'number.checked', number: '712000002', ok: false },
  ],
  outcomes: {},
  oracle: operatorNumberOracle,
} satisfies ModelSpec;

/** What the wallet form tells apart: each number's answer and the number a submit waits for. */
export const operatorNumberStateKey = (snapshot: { context: unknown }) => {
  const { numberChecks, submitWhenValid } = snapshot.context as {
    numberChecks: Record<string, string>;
    submitWhenValid: string | null;
  };
  const checks = Object.entries(numberChecks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([number, answer]) => `${number} ${answer}`);
  return (
    [...checks, ...(submitWhenValid ? [`submit waits for ${submitWhenValid}`] : [])].join(', ') ||
    'nothing checked'
  );
};
