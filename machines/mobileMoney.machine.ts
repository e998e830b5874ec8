import { assign, setup } from 'xstate';
import { DEFAULT_PAYMENT_MAX_TRY, DELAYS } from './delays.ts';
import type { Outcome } from './outcome.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import {
  authFrom,
  paymentActors,
  type PaymentInput,
  type TransactionParams,
} from './payment.shared.ts';
import { pinMachine, type PaymentAuth, type PinOutput } from './pin.machine.ts';
import { GENERIC, rawStatus, toError, type MachineError, type StatusOutcome } from './shared.ts';

export interface MobileMoneyInput extends PaymentInput {
  /** Config enableAmPin: on -> OTP then PIN; off -> push request. */
  pinEnabled: boolean;
  /** Poll cap (config paymentMaxTry, default 10): after it the status page takes over. */
  paymentMaxTry?: number;
}

interface MobileMoneyContext {
  paymentMobile: string;
  pinEnabled: boolean;
  maxPolls: number;
  polls: number;
  transactionId: string;
  auth: PaymentAuth | null;
  error: MachineError | null;
}

/**
 * Mobile money ({brand}-money): push request (PIN option off) or OTP then PIN; then the status is
 * polled every 10 s while IN_PROCESS (at most paymentMaxTry polls), then the status page.
 */
export const mobileMoneyMachine = setup({
  types: {
    context: {} as MobileMoneyContext,
    input: {} as MobileMoneyInput,
    events: {} as { type: 'form.submit'; paymentMobile: string } | { type: 'modal.close' },
  },
  actors: { ...paymentActors, otp: otpMachine, pin: pinMachine },
  delays: { walletStatusPoll: DELAYS.walletStatusPoll },
  guards: {
    resuming: ({ context }) => context.transactionId !== '',
    pinEnabled: ({ context }) => context.pinEnabled,
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    otpVerified: (_, output: OtpOutput) => output.status === 'verified',
    pinIs: (_, params: { output: PinOutput; status: PinOutput['status'] }) =>
      params.output.status === params.status,
    keepPolling: ({ context }, outcome: StatusOutcome) =>
      rawStatus(outcome) === 'IN_PROCESS' && context.polls < context.maxPolls,
  },
  actions: {
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    /** Placeholder: the screen stores the transaction id (session storage / URL) so a reload resumes. */
    persistTransaction: (_, _params: TransactionParams) => {},
    /** Placeholder: the screen goes to /payment/status?id={transactionId}. */
    navigateToStatus: (_, _params: TransactionParams) => {},
  },
}).createMachine({
  id: 'mobileMoney',
  context: ({ input }) => ({
    paymentMobile: input.paymentMobile ?? '',
    pinEnabled: input.pinEnabled,
    maxPolls: input.paymentMaxTry ?? DEFAULT_PAYMENT_MAX_TRY,
    polls: 0,
    transactionId: input.resumeTransactionId ?? '',
    auth: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'resuming', target: 'checkingStatus' }, { target: 'form' }] },
    form: {
      on: {
        'form.submit': [
          {
            guard: 'pinEnabled',
            target: 'otp',
            actions: assign({ paymentMobile: ({ event }) => event.paymentMobile, error: null }),
          },
          {
            target: 'initiating',
            actions: assign({ paymentMobile: ({ event }) => event.paymentMobile, error: null }),
          },
        ],
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
            target: 'initiating',
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
    // A second form.submit here has no transition: initiation is never sent twice.
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({ paymentMobile: context.paymentMobile, auth: context.auth }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'routing',
            actions: assign({
              transactionId: ({ event }) =>
                event.output.ok ? event.output.result.transactionId : '',
            }),
          },
          { target: 'form', actions: { type: 'setError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'form', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    routing: {
      entry: {
        type: 'persistTransaction',
        params: ({ context }) => ({ transactionId: context.transactionId }),
      },
      always: [{ guard: 'pinEnabled', target: 'pin' }, { target: 'pushing' }],
    },
    /** PIN option off: the push request is sent; the processing overlay shows. */
    pushing: {
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
    pin: {
      invoke: {
        id: 'pin',
        src: 'pin',
        input: ({ context }) => ({
          transactionId: context.transactionId,
          auth: context.auth,
          wrongPinCodes: ['1004'],
          retryInPlace: true,
        }),
        onDone: [
          {
            guard: {
              type: 'pinIs',
              params: ({ event }) => ({ output: event.output, status: 'processed' }),
            },
            target: 'checkingStatus',
          },
          {
            guard: {
              type: 'pinIs',
              params: ({ event }) => ({ output: event.output, status: 'locked' }),
            },
            target: 'locked',
            actions: assign({ error: { code: '1006' } }),
          },
          {
            target: 'form',
            actions: assign({
              error: ({ event }) => ('error' in event.output ? event.output.error : null),
            }),
          },
        ],
      },
    },
    /** 1006: the blocked message (unlock at a shop or through customer care). */
    locked: { on: { 'modal.close': { target: 'form', actions: assign({ error: null }) } } },
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
