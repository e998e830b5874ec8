import { assign, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import { operatorNumberMachine } from './operatorNumber.machine.ts';
import { otpMachine } from './otp.machine.ts';
import {
  otpGuards,
  paymentActors,
  paymentGuards,
  pinGuards,
  pollingGuards,
  payerStart,
  pollingStart,
  type PayerContext,
  type PaymentInput,
  type PollingContext,
} from './payment.shared.ts';
import { paymentSteps, type PaymentStepTag } from './paymentSteps.ts';
import { otpStep, pinInput, pollingSteps, type PollingTag } from './walletSteps.ts';
import { pinMachine } from './pin.machine.ts';

export interface MobileMoneyInput extends PaymentInput {
  /** Config enableAmPin: on -> OTP then PIN; off -> push request. */
  pinEnabled: boolean;
  /** Poll cap (config paymentMaxTry, default 10): after it the status page takes over. */
  paymentMaxTry?: number;
}

interface MobileMoneyContext extends PayerContext, PollingContext {
  pinEnabled: boolean;
}

/**
 * What holds in each state of the mobile-money machine (tags, read by MobileMoneyMethod and
 * checked by tests/model/mobileMoney.oracle.ts): the shared steps' tags (the push request is
 * `processing`), the OTP and PIN modals open, the locked message (1006).
 */
export type MobileMoneyTag = PaymentStepTag | PollingTag | 'otpOpen' | 'pinOpen' | 'locked';

type MobileMoneyEvent = { type: 'form.submit'; paymentMobile: string } | { type: 'modal.close' };

// The push variant has no OTP, so its auth stays null; the PIN variant initiates with the OTP's.
const steps = paymentSteps<MobileMoneyContext, MobileMoneyEvent, MobileMoneyInput>(
  ({ paymentMobile, auth }) => ({ paymentMobile, auth }),
);

/**
 * Mobile money ({brand}-money): push request (PIN option off) or OTP then PIN; then the status is
 * polled every 10 s while IN_PROCESS (at most paymentMaxTry polls), then the status page.
 */
export const mobileMoneyMachine = setup({
  types: steps.types,
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
  actions: steps.actions,
}).createMachine({
  id: 'mobileMoney',
  context: ({ input }) => ({
    ...payerStart(input),
    ...pollingStart(input),
    pinEnabled: input.pinEnabled,
  }),
  // The operator-number check runs beside the payment for the machine's whole life; the screen
  // sends it the typed and submitted numbers, and it sends `form.submit` here for a valid one.
  invoke: { id: 'operatorNumber', src: 'operatorNumber' },
  initial: 'start',
  states: {
    start: steps.start,
    form: {
      tags: 'form',
      on: {
        'form.submit': [
          { guard: 'pinEnabled', target: 'otp', actions: steps.submit(['paymentMobile']) },
          { target: 'initiating', actions: steps.submit(['paymentMobile']) },
        ],
      },
    },
    otp: otpStep<MobileMoneyContext, MobileMoneyEvent>('initiating'),
    // A second form.submit here has no transition: initiation is never sent twice.
    initiating: steps.initiating({ next: 'routing', persist: false }),
    routing: {
      entry: {
        type: 'persistTransaction',
        params: ({ context }) => ({ transactionId: context.transactionId }),
      },
      always: [{ guard: 'pinEnabled', target: 'pin' }, { target: 'pushing' }],
    },
    /** PIN option off: the push request is sent; the processing overlay shows. */
    pushing: steps.processing('checkingStatus'),
    pin: {
      tags: 'pinOpen',
      invoke: {
        id: 'pin',
        src: 'pin',
        input: pinInput<MobileMoneyContext>(() => ({
          wrongPinCodes: ['1004'],
          retryInPlace: true,
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
    locked: {
      tags: 'locked',
      on: { 'modal.close': { target: 'form', actions: assign({ error: null }) } },
    },
    ...pollingSteps<MobileMoneyContext, MobileMoneyEvent>(),
    done: steps.done,
  },
});
