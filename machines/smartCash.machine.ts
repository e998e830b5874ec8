import { assign, setup } from 'xstate';
import { MAX_ATTEMPTS } from './delays.ts';
import type { Outcome } from './outcome.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import {
  authFrom,
  paymentActors,
  type PaymentInput,
  type TransactionParams,
} from './payment.shared.ts';
import { pinMachine, type PaymentAuth, type PinOutput } from './pin.machine.ts';
import { GENERIC, toError, type MachineError } from './shared.ts';

interface SmartCashContext {
  paymentMobile: string;
  auth: PaymentAuth | null;
  transactionId: string;
  encryptionKey: string;
  attemptsLeft: number;
  error: MachineError | null;
}

/**
 * SmartCash: number, OTP, initiate (transaction id + encryption key), PIN, process, status.
 * 56D005 (wrong PIN): attempts from the result (or one less) and a NEW initiation before the next
 * PIN try; 1006: attempts 0 and `blocked`; closing the modal resets attempts to 5.
 */
export const smartCashMachine = setup({
  types: {
    context: {} as SmartCashContext,
    input: {} as PaymentInput,
    events: {} as { type: 'form.submit'; paymentMobile: string } | { type: 'modal.close' },
  },
  actors: { ...paymentActors, otp: otpMachine, pin: pinMachine },
  guards: {
    resuming: ({ context }) => context.transactionId !== '',
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    otpVerified: (_, output: OtpOutput) => output.status === 'verified',
    pinIs: (_, params: { output: PinOutput; status: PinOutput['status'] }) =>
      params.output.status === params.status,
    wrongPinWithAttempts: (_, output: PinOutput) =>
      output.status === 'wrongPin' && output.attemptsLeft > 0,
  },
  actions: {
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    resetAttempts: assign({ attemptsLeft: MAX_ATTEMPTS, error: null }),
    persistTransaction: (_, _params: TransactionParams) => {},
    navigateToStatus: (_, _params: TransactionParams) => {},
  },
}).createMachine({
  id: 'smartCash',
  context: ({ input }) => ({
    paymentMobile: input.paymentMobile ?? '',
    auth: null,
    transactionId: input.resumeTransactionId ?? '',
    encryptionKey: '',
    attemptsLeft: MAX_ATTEMPTS,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'resuming', target: 'checkingStatus' }, { target: 'form' }] },
    form: {
      on: {
        'form.submit': {
          target: 'otp',
          actions: assign({ paymentMobile: ({ event }) => event.paymentMobile, error: null }),
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
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({ paymentMobile: context.paymentMobile, auth: context.auth }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'pin',
            actions: [
              assign(({ event }) =>
                event.output.ok
                  ? {
                      transactionId: event.output.result.transactionId,
                      encryptionKey: event.output.result.encryptionKeyDetails?.key ?? '',
                    }
                  : {},
              ),
              {
                type: 'persistTransaction',
                params: ({ event }) => ({
                  transactionId: event.output.ok ? event.output.result.transactionId : '',
                }),
              },
            ],
          },
          {
            target: 'form',
            actions: [{ type: 'setError', params: ({ event }) => event.output }, 'resetAttempts'],
          },
        ],
        onError: {
          target: 'form',
          actions: ['resetAttempts', assign({ error: { code: GENERIC } })],
        },
      },
    },
    pin: {
      invoke: {
        id: 'pin',
        src: 'pin',
        input: ({ context }) => ({
          transactionId: context.transactionId,
          encryptionKey: context.encryptionKey,
          auth: context.auth,
          attemptsLeft: context.attemptsLeft,
          wrongPinCodes: ['56D005'],
          retryInPlace: false,
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
            guard: { type: 'wrongPinWithAttempts', params: ({ event }) => event.output },
            target: 'initiating',
            actions: assign(({ event }) =>
              event.output.status === 'wrongPin'
                ? { attemptsLeft: event.output.attemptsLeft, error: event.output.error }
                : {},
            ),
          },
          {
            guard: ({ event }) =>
              event.output.status === 'locked' || event.output.status === 'wrongPin',
            target: 'blocked',
            actions: assign({ attemptsLeft: 0, error: { code: '1006' } }),
          },
          {
            guard: {
              type: 'pinIs',
              params: ({ event }) => ({ output: event.output, status: 'closed' }),
            },
            target: 'form',
            actions: 'resetAttempts',
          },
          {
            target: 'form',
            actions: [
              'resetAttempts',
              assign({
                error: ({ event }) => ('error' in event.output ? event.output.error : null),
              }),
            ],
          },
        ],
      },
    },
    /** 'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.' */
    blocked: { on: { 'modal.close': { target: 'form', actions: 'resetAttempts' } } },
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
