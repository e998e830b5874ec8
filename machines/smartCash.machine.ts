import { assign, setup } from 'xstate';
import { MAX_ATTEMPTS } from './limits.ts';
import { otpMachine } from './otp.machine.ts';
import {
  otpGuards,
  paymentActors,
  paymentGuards,
  pinGuards,
  payerStart,
  type PayerContext,
} from './payment.shared.ts';
import { paymentSteps, type PaymentStepTag } from './paymentSteps.ts';
import { otpStep, pinInput } from './walletSteps.ts';
import { pinMachine, type PinOutput } from './pin.machine.ts';

interface SmartCashContext extends PayerContext {
  encryptionKey: string;
  attemptsLeft: number;
  /** A wrong PIN started a new initiation: the PIN modal stays, busy, until the next PIN try. */
  reinitiating: boolean;
}

/**
 * What holds in each state of the SmartCash machine (tags, read by SmartCashMethod and checked by
 * tests/model/smartCash.oracle.ts): the shared steps' tags, the OTP modal open, the PIN modal
 * open, the blocked message (1006 or no attempts left).
 */
export type SmartCashTag = PaymentStepTag | 'otpOpen' | 'pinOpen' | 'blocked';

type SmartCashEvent = { type: 'form.submit'; paymentMobile: string } | { type: 'modal.close' };

const steps = paymentSteps<SmartCashContext, SmartCashEvent>(({ paymentMobile, auth }) => ({
  paymentMobile,
  auth,
}));

/**
 * SmartCash: number, OTP, initiate (transaction id + encryption key), PIN, process, status.
 * 56D005 (wrong PIN): attempts from the result (or one less) and a NEW initiation before the next
 * PIN try; 1006: attempts 0 and `blocked`; closing the modal resets attempts to 5.
 */
export const smartCashMachine = setup({
  types: steps.types,
  actors: { ...paymentActors, otp: otpMachine, pin: pinMachine },
  guards: {
    ...paymentGuards,
    ...otpGuards,
    ...pinGuards,
    wrongPinWithAttempts: (_, output: PinOutput) =>
      output.status === 'wrongPin' && output.attemptsLeft > 0,
  },
  actions: {
    ...steps.actions,
    resetAttempts: assign({ attemptsLeft: MAX_ATTEMPTS, reinitiating: false, error: null }),
  },
}).createMachine({
  id: 'smartCash',
  context: ({ input }) => ({
    ...payerStart(input),
    encryptionKey: '',
    attemptsLeft: MAX_ATTEMPTS,
    reinitiating: false,
  }),
  initial: 'start',
  states: {
    start: steps.start,
    form: steps.form('otp', ['paymentMobile']),
    otp: otpStep<SmartCashContext, SmartCashEvent>('initiating'),
    initiating: steps.initiating({
      next: 'pin',
      // The new initiation is done: the next PIN try is asked in the PIN modal again.
      onOk: assign({
        encryptionKey: ({ event }) =>
          event.output.ok ? (event.output.result.encryptionKeyDetails?.key ?? '') : '',
        reinitiating: false,
      }),
      reset: 'resetAttempts',
    }),
    pin: {
      tags: 'pinOpen',
      invoke: {
        id: 'pin',
        src: 'pin',
        input: pinInput<SmartCashContext>((context) => ({
          encryptionKey: context.encryptionKey,
          attemptsLeft: context.attemptsLeft,
          wrongPinCodes: ['56D005'],
          retryInPlace: false,
        })),
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
                ? {
                    attemptsLeft: event.output.attemptsLeft,
                    reinitiating: event.output.attemptsLeft < MAX_ATTEMPTS,
                    error: event.output.error,
                  }
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
    blocked: {
      tags: 'blocked',
      on: { 'modal.close': { target: 'form', actions: 'resetAttempts' } },
    },
    checkingStatus: steps.checkingStatusOnce,
    done: steps.done,
  },
});
