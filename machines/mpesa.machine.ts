import { assign, setup } from 'xstate';
import { DEFAULT_PAYMENT_MAX_TRY, DELAYS } from './delays.ts';
import type { Outcome } from './outcome.ts';
import { paymentActors, type PaymentInput, type TransactionParams } from './payment.shared.ts';
import { GENERIC, rawStatus, toError, type MachineError, type StatusOutcome } from './shared.ts';

export interface MpesaInput extends PaymentInput {
  /** Config paymentMaxTry: polls while IN_PROCESS stop at this count (default 10). */
  paymentMaxTry?: number;
}

interface MpesaContext {
  paymentMobile: string;
  email: string;
  maxPolls: number;
  polls: number;
  transactionId: string;
  error: MachineError | null;
}

/** MPESA: initiate, process (mode MPESA, no PIN), poll every 10 s while IN_PROCESS, status page. */
export const mpesaMachine = setup({
  types: {
    context: {} as MpesaContext,
    input: {} as MpesaInput,
    events: {} as { type: 'form.submit'; paymentMobile: string; email: string },
  },
  actors: paymentActors,
  delays: { walletStatusPoll: DELAYS.walletStatusPoll },
  guards: {
    resuming: ({ context }) => context.transactionId !== '',
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    keepPolling: ({ context }, outcome: StatusOutcome) =>
      rawStatus(outcome) === 'IN_PROCESS' && context.polls < context.maxPolls,
  },
  actions: {
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    persistTransaction: (_, _params: TransactionParams) => {},
    navigateToStatus: (_, _params: TransactionParams) => {},
  },
}).createMachine({
  id: 'mpesa',
  context: ({ input }) => ({
    paymentMobile: input.paymentMobile ?? '',
    email: '',
    maxPolls: input.paymentMaxTry ?? DEFAULT_PAYMENT_MAX_TRY,
    polls: 0,
    transactionId: input.resumeTransactionId ?? '',
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'resuming', target: 'checkingStatus' }, { target: 'form' }] },
    form: {
      on: {
        'form.submit': {
          target: 'initiating',
          actions: assign({
            paymentMobile: ({ event }) => event.paymentMobile,
            email: ({ event }) => event.email,
            error: null,
          }),
        },
      },
    },
    // No form.submit here: a double click never initiates twice.
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({
          paymentMobile: context.paymentMobile,
          email: context.email,
          auth: null,
        }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'processing',
            actions: [
              assign({
                transactionId: ({ event }) =>
                  event.output.ok ? event.output.result.transactionId : '',
              }),
              {
                type: 'persistTransaction',
                params: ({ event }) => ({
                  transactionId: event.output.ok ? event.output.result.transactionId : '',
                }),
              },
            ],
          },
          { target: 'form', actions: { type: 'setError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'form', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    processing: {
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context }) => ({
          transactionId: context.transactionId,
          paymentMobile: context.paymentMobile,
          auth: null,
        }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'checkingStatus',
          },
          { target: 'form', actions: { type: 'setError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'form', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    checkingStatus: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: { type: 'keepPolling', params: ({ event }) => event.output },
            target: 'waiting',
          },
          { target: 'done' },
        ],
        onError: 'done',
      },
    },
    waiting: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      after: { walletStatusPoll: 'checkingStatus' },
    },
    done: {
      type: 'final',
      entry: {
        type: 'navigateToStatus',
        params: ({ context }) => ({ transactionId: context.transactionId }),
      },
    },
  },
});
