import { assign, setup } from 'xstate';
import { DEFAULT_PAYMENT_MAX_TRY, DELAYS } from './delays.ts';
import { operatorNumberMachine } from './operatorNumber.machine.ts';
import { otpMachine } from './otp.machine.ts';
import {
  otpGuards,
  paymentActors,
  paymentGuards,
  pinGuards,
  pollingGuards,
  transactionEffects,
  type PaymentInput,
} from './payment.shared.ts';
import { paymentSteps } from './paymentSteps.ts';
import { otpStep, pollingSteps } from './walletSteps.ts';
import { pinMachine, type PaymentAuth } from './pin.machine.ts';
import type { MachineError } from './shared.ts';

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

type MobileMoneyEvent = { type: 'form.submit'; paymentMobile: string } | { type: 'modal.close' };

const steps = paymentSteps<MobileMoneyContext, MobileMoneyEvent>();

/**
 * Mobile money ({brand}-money): push request (PIN option off) or OTP then PIN; then the status is
 * polled every 10 s while IN_PROCESS (at most paymentMaxTry polls), then the status page.
 */
export const mobileMoneyMachine = setup({
  types: {
    context: {} as MobileMoneyContext,
    input: {} as MobileMoneyInput,
    events: {} as MobileMoneyEvent,
  },
  actors: {
    ...paymentActors,
    otp: otpMachine,
    pin: pinMachine,
    operatorNumber: operatorNumberMachine,
  },
  delays: { walletStatusPoll: DELAYS.walletStatusPoll },
  guards: {
    ...paymentGuards,
    ...otpGuards,
    ...pinGuards,
    ...pollingGuards,
    pinEnabled: ({ context }) => context.pinEnabled,
  },
  actions: { ...steps.actions, ...transactionEffects },
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
  // The operator-number check runs beside the payment for the machine's whole life; the screen
  // sends it the typed and submitted numbers, and it sends `form.submit` here for a valid one.
  invoke: { id: 'operatorNumber', src: 'operatorNumber' },
  initial: 'start',
  states: {
    start: steps.start,
    form: {
      on: {
        'form.submit': [
          { guard: 'pinEnabled', target: 'otp', actions: steps.submit(['paymentMobile']) },
          { target: 'initiating', actions: steps.submit(['paymentMobile']) },
        ],
      },
    },
    otp: otpStep<MobileMoneyContext, MobileMoneyEvent>('initiating'),
    // A second form.submit here has no transition: initiation is never sent twice.
    initiating: steps.initiating({
      input: ({ context }) => ({ paymentMobile: context.paymentMobile, auth: context.auth }),
      next: 'routing',
      persist: false,
    }),
    routing: {
      entry: {
        type: 'persistTransaction',
        params: ({ context }) => ({ transactionId: context.transactionId }),
      },
      always: [{ guard: 'pinEnabled', target: 'pin' }, { target: 'pushing' }],
    },
    /** PIN option off: the push request is sent; the processing overlay shows. */
    pushing: steps.processing(
      ({ context }) => ({
        transactionId: context.transactionId,
        paymentMobile: context.paymentMobile,
        auth: null,
      }),
      'checkingStatus',
    ),
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
    ...pollingSteps<MobileMoneyContext, MobileMoneyEvent>(),
    done: steps.done,
  },
});
