/**
 * The wallet page's operator-number check (WAL-5), a child of the mobile-money machine
 * that runs beside the payment: once 9 digits are typed the number is validated by an actor
 * spawned for it, and the answer is kept per number (the screen shows 'Please enter valid
 * {product} number' for an `invalid` one). A submit waits for its number's check and reaches the
 * parent as `form.submit` only when the number is valid. The payment's state never changes for a
 * check, so the form stays usable while one runs.
 */
import { assign, fromCallback, sendParent, setup, type EventObject } from 'xstate';
import { notProvided } from './shared.ts';

export type NumberCheck = 'checking' | 'valid' | 'invalid';

export interface OperatorNumberContext {
  /** Each checked number's answer, as the screen reads it. */
  numberChecks: Record<string, NumberCheck>;
  /** The number a submit is waiting for; it goes on once its check says valid. */
  submitWhenValid: string | null;
}

export type OperatorNumberEvent =
  | { type: 'number.typed'; number: string }
  | { type: 'number.submit'; number: string }
  | { type: 'number.checked'; number: string; ok: boolean };

/** An operator number as the check takes it: 9 digits after the fixed +255. */
const isOperatorNumber = (number: string) => /^\d{9}$/.test(number);

/**
 * The check's actor: `validate` is the real call (provided by the screen's wiring). It reports its
 * answer back as `number.checked`; a rejected call counts as invalid (a later submit retries it).
 */
export function numberCheckActor(validate: (number: string) => Promise<boolean>) {
  return fromCallback<EventObject, { number: string }>(({ input, sendBack }) => {
    validate(input.number).then(
      (ok) => sendBack({ type: 'number.checked', number: input.number, ok }),
      () => sendBack({ type: 'number.checked', number: input.number, ok: false }),
    );
  });
}

type NumberParams = { number: string };

export const operatorNumberMachine = setup({
  types: {
    context: {} as OperatorNumberContext,
    events: {} as OperatorNumberEvent,
  },
  actors: {
    checkNumber: numberCheckActor(async () => notProvided('checkNumber')),
  },
  guards: {
    /** Not 9 digits: no call, and a submit goes nowhere. */
    numberMalformed: (_, { number }: NumberParams) => !isOperatorNumber(number),
    /** A number already valid or being checked is not asked again; a failed one is. */
    numberNeedsCheck: ({ context }, { number }: NumberParams) =>
      isOperatorNumber(number) &&
      (context.numberChecks[number] === undefined || context.numberChecks[number] === 'invalid'),
    numberIs: ({ context }, { number, answer }: NumberParams & { answer: NumberCheck }) =>
      context.numberChecks[number] === answer,
    /** A valid answer for the number a submit waits for. */
    submitWaitsFor: ({ context }, { number, ok }: NumberParams & { ok: boolean }) =>
      ok && context.submitWhenValid === number,
  },
  actions: {
    /** One check per number, spawned. */
    startCheck: assign(({ context, spawn }, { number }: NumberParams) => {
      spawn('checkNumber', { input: { number } });
      return { numberChecks: { ...context.numberChecks, [number]: 'checking' as const } };
    }),
    waitForNumber: assign((_, { number }: NumberParams) => ({ submitWhenValid: number })),
    recordAnswer: assign(({ context }, { number, ok }: NumberParams & { ok: boolean }) => ({
      numberChecks: { ...context.numberChecks, [number]: ok ? 'valid' : 'invalid' },
      submitWhenValid: context.submitWhenValid === number ? null : context.submitWhenValid,
    })),
    submitToParent: sendParent((_, { number }: NumberParams) => ({
      type: 'form.submit',
      paymentMobile: number,
    })),
  },
}).createMachine({
  id: 'operatorNumber',
  context: { numberChecks: {}, submitWhenValid: null },
  on: {
    'number.typed': {
      guard: { type: 'numberNeedsCheck', params: ({ event }) => event },
      actions: { type: 'startCheck', params: ({ event }) => event },
    },
    'number.submit': [
      { guard: { type: 'numberMalformed', params: ({ event }) => event } },
      {
        guard: { type: 'numberIs', params: ({ event }) => ({ ...event, answer: 'valid' }) },
        actions: { type: 'submitToParent', params: ({ event }) => event },
      },
      {
        guard: { type: 'numberIs', params: ({ event }) => ({ ...event, answer: 'checking' }) },
        actions: { type: 'waitForNumber', params: ({ event }) => event },
      },
      {
        actions: [
          { type: 'startCheck', params: ({ event }) => event },
          { type: 'waitForNumber', params: ({ event }) => event },
        ],
      },
    ],
    'number.checked': [
      {
        guard: { type: 'submitWaitsFor', params: ({ event }) => event },
        actions: [
          { type: 'recordAnswer', params: ({ event }) => event },
          { type: 'submitToParent', params: ({ event }) => event },
        ],
      },
      { actions: { type: 'recordAnswer', params: ({ event }) => event } },
    ],
  },
});
