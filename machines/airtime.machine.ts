import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import {
  authFrom,
  paymentActors,
  type PaymentInput,
  type TransactionParams,
} from './payment.shared.ts';
import type { PaymentAuth } from './pin.machine.ts';
import { GENERIC, notProvided, toError, type MachineError } from './shared.ts';

export interface AirtimeInput extends PaymentInput {
  /** Amount to pay, compared with the airtime balance. */
  amount: number;
}

interface AirtimeContext {
  amount: number;
  paymentMobile: string;
  email: string;
  auth: PaymentAuth | null;
  transactionId: string;
  error: MachineError | null;
}

/** Airtime: OTP, balance check, 'Are you sure?' (or insufficient balance), initiate, process, status. */
export const airtimeMachine = setup({
  types: {
    context: {} as AirtimeContext,
    input: {} as AirtimeInput,
    events: {} as
      | { type: 'form.submit'; paymentMobile: string; email: string }
      | { type: 'confirm.yes' }
      | { type: 'confirm.no' }
      | { type: 'modal.close' },
  },
  actors: {
    ...paymentActors,
    otp: otpMachine,
    fetchAirtimeBalance: fromPromise<
      Outcome<{ balance: number }>,
      { paymentMobile: string; auth: PaymentAuth | null }
    >(async () => notProvided('fetchAirtimeBalance')),
  },
  guards: {
    resuming: ({ context }) => context.transactionId !== '',
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    otpVerified: (_, output: OtpOutput) => output.status === 'verified',
    balanceCovers: ({ context }, outcome: Outcome<{ balance: number }>) =>
      outcome.ok && outcome.result.balance >= context.amount,
  },
  actions: {
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    persistTransaction: (_, _params: TransactionParams) => {},
    navigateToStatus: (_, _params: TransactionParams) => {},
  },
}).createMachine({
  id: 'airtime',
  context: ({ input }) => ({
    amount: input.amount,
    paymentMobile: input.paymentMobile ?? '',
    email: '',
    auth: null,
    transactionId: input.resumeTransactionId ?? '',
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'resuming', target: 'checkingStatus' }, { target: 'form' }] },
    form: {
      on: {
        'form.submit': {
          target: 'otp',
          actions: assign({
            paymentMobile: ({ event }) => event.paymentMobile,
            email: ({ event }) => event.email,
            error: null,
          }),
        },
      },
    },
    otp: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ family: 'payment' as const, msisdn: context.paymentMobile }),
        onDone: [
          {
            guard: { type: 'otpVerified', params: ({ event }) => event.output },
            target: 'checkingBalance',
            actions: assign({ auth: ({ event }) => authFrom(event.output) }),
          },
          {
            target: 'form',
            actions: assign({
              error: ({ event }) => (event.output.status === 'closed' ? event.output.error : null),
            }),
          },
        ],
      },
    },
    checkingBalance: {
      invoke: {
        id: 'fetchAirtimeBalance',
        src: 'fetchAirtimeBalance',
        input: ({ context }) => ({ paymentMobile: context.paymentMobile, auth: context.auth }),
        onDone: [
          {
            guard: { type: 'balanceCovers', params: ({ event }) => event.output },
            target: 'confirming',
          },
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'insufficient' },
          { target: 'form', actions: { type: 'setError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'form', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    /** 'Are you sure?' Yes / No. */
    confirming: { on: { 'confirm.yes': 'initiating', 'confirm.no': 'form' } },
    /** 'Looks like you don't have sufficient balance ...' */
    insufficient: {
      entry: assign({ error: { code: 'insufficientBalance' } }),
      on: { 'modal.close': { target: 'form', actions: assign({ error: null }) } },
    },
    // confirm.yes is not handled here: a double click initiates once.
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({
          paymentMobile: context.paymentMobile,
          email: context.email,
          auth: context.auth,
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
          auth: context.auth,
        }),
        onDone: [
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'done' },
          { target: 'form', actions: { type: 'setError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'form', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    /** After a reload with a persisted transaction id: one status look-up, then the status page. */
    checkingStatus: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: 'done',
        onError: 'done',
      },
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
