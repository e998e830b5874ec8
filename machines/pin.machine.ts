import { assign, fromPromise, setup } from 'xstate';
import { MAX_ATTEMPTS } from './limits.ts';
import type { Outcome } from './outcome.ts';
import {
  GENERIC,
  hasCode,
  nextAttempts,
  notProvided,
  toError,
  type MachineError,
  type TransactionStatusResult,
} from './shared.ts';

/** Token from payment-OTP verification: the Authorization header of PIN calls. */
export interface PaymentAuth {
  tokenType?: string;
  accessToken?: string;
  uniqueCode?: string;
}

export interface PinInput {
  transactionId: string;
  auth: PaymentAuth | null;
  /** SmartCash initiation's encryptionKeyDetails.key, when the flow has one. */
  encryptionKey?: string;
  attemptsLeft?: number;
  /** Codes meaning 'wrong PIN': ['1004'] for mobile money, ['56D005'] for SmartCash. */
  wrongPinCodes: string[];
  /** false: a wrong PIN ends the machine with `wrongPin` so the parent re-initiates (SmartCash). */
  retryInPlace: boolean;
}

/**
 * What holds in each state of the PIN machine, declared on the states as xstate tags: the PIN
 * modal reads them (src/features/payment/pin/PinModal.tsx) and the model tests check them against
 * an oracle. entering: the boxes take a PIN; busy: the PIN is being encrypted and checked (boxes
 * and Pay disabled, 'paying' shown).
 */
export type PinTag = 'entering' | 'busy';

/** Final output handed to the parent through `xstate.done.actor.pin`. */
export type PinOutput =
  | { status: 'processed'; result: TransactionStatusResult }
  | { status: 'wrongPin'; attemptsLeft: number; error: MachineError }
  | { status: 'locked' }
  | { status: 'failed'; error: MachineError }
  | { status: 'closed' };

interface PinContext extends Omit<PinInput, 'attemptsLeft'> {
  attemptsLeft: number;
  error: MachineError | null;
  output: PinOutput;
}

const isPin = (pin: string) => /^\d{4}$/.test(pin);

/**
 * The wallet PIN modal: 4 digits, encrypted by the injected `encryptPin` actor (the clear PIN only
 * travels in the event and the actor input, never in context), then `processPayment`.
 * 1004 / 56D005 wrong PIN (attempts left), 1006 locked, other codes close with an error.
 */
export const pinMachine = setup({
  types: {
    context: {} as PinContext,
    input: {} as PinInput,
    output: {} as PinOutput,
    tags: {} as PinTag,
    events: {} as { type: 'pin.submit'; pin: string } | { type: 'modal.close' },
  },
  actors: {
    encryptPin: fromPromise<string, { pin: string; encryptionKey?: string }>(async () =>
      notProvided('encryptPin'),
    ),
    processPayment: fromPromise<
      Outcome<TransactionStatusResult>,
      { transactionId: string; encryptedPin: string; auth: PaymentAuth | null }
    >(async () => notProvided('processPayment')),
  },
  guards: {
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    isWrongPin: ({ context }, outcome: Outcome<unknown>) =>
      hasCode(outcome, ...context.wrongPinCodes),
    isLocked: (_, outcome: Outcome<unknown>) => hasCode(outcome, '1006'),
  },
  actions: {
    finish: assign({ output: (_, output: PinOutput) => output }),
  },
}).createMachine({
  id: 'pin',
  context: ({ input }) => ({
    ...input,
    attemptsLeft: input.attemptsLeft ?? MAX_ATTEMPTS,
    error: null,
    output: { status: 'closed' },
  }),
  initial: 'entering',
  states: {
    entering: {
      tags: 'entering',
      on: {
        'pin.submit': { guard: ({ event }) => isPin(event.pin), target: 'encrypting' },
        'modal.close': 'done',
      },
    },
    encrypting: {
      tags: 'busy',
      invoke: {
        id: 'encryptPin',
        src: 'encryptPin',
        input: ({ context, event }) => ({
          pin: (event as { pin: string }).pin,
          encryptionKey: context.encryptionKey,
        }),
        onDone: 'submitting',
        onError: {
          target: 'done',
          actions: { type: 'finish', params: { status: 'failed', error: { code: GENERIC } } },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context, event }) => ({
          transactionId: context.transactionId,
          auth: context.auth,
          encryptedPin: (event as unknown as { output: string }).output,
        }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'done',
            actions: {
              type: 'finish',
              params: ({ event }) => ({
                status: 'processed' as const,
                result: event.output.ok ? event.output.result : {},
              }),
            },
          },
          {
            guard: ({ context, event }) =>
              context.retryInPlace && hasCode(event.output, ...context.wrongPinCodes),
            target: 'entering',
            actions: assign({
              attemptsLeft: ({ context, event }) =>
                nextAttempts(event.output, context.attemptsLeft),
              error: ({ event }) => toError(event.output),
            }),
          },
          {
            guard: { type: 'isWrongPin', params: ({ event }) => event.output },
            target: 'done',
            actions: {
              type: 'finish',
              params: ({ context, event }) => ({
                status: 'wrongPin' as const,
                attemptsLeft: nextAttempts(event.output, context.attemptsLeft),
                error: toError(event.output),
              }),
            },
          },
          {
            guard: { type: 'isLocked', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'finish', params: { status: 'locked' } },
          },
          {
            target: 'done',
            actions: {
              type: 'finish',
              params: ({ event }) => ({ status: 'failed' as const, error: toError(event.output) }),
            },
          },
        ],
        onError: {
          target: 'done',
          actions: { type: 'finish', params: { status: 'failed', error: { code: GENERIC } } },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});
