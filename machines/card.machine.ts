import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { DELAYS } from './delays.ts';
import type { Outcome } from './outcome.ts';
import {
  paymentActors,
  paymentGuards,
  paymentStart,
  type PaymentCoreContext,
  type ProcessResult,
  type TransactionParams,
} from './payment.shared.ts';
import { paymentSteps, type PaymentStepTag } from './paymentSteps.ts';

interface CardContext extends PaymentCoreContext {
  gateway: string;
  email: string;
  redirectUrl: string;
}

/** What the popup actor answers: opened, then paid (success) or closed; failed when it cannot open. */
export type PopupEvent = {
  type: 'card.popupOpened' | 'card.popupSuccess' | 'card.popupFailed' | 'card.popupClosed';
};

type CardEvent = { type: 'form.submit'; gateway: string; email: string } | PopupEvent;

/**
 * What the card screen shows, declared by each state (the screen reads hasTag): 'editable' the
 * form can be sent; 'busy' the spinner with a status line; 'popup' that line asks to finish in the
 * Paystack window.
 */
export type CardTag = PaymentStepTag | 'editable' | 'busy' | 'popup';

/** What the popup actor opens the inline popup with (the amount comes from the screen). */
export interface PopupInput {
  transactionId: string;
  email: string;
}

/**
 * Placeholder of the inline popup: the screen's actor loads the script, opens the popup and sends
 * back card.popupOpened, then card.popupSuccess or card.popupClosed; card.popupFailed when the
 * script or its API is missing. Stopping it abandons a script still loading.
 */
const paystackPopup = fromCallback<EventObject, PopupInput>(() => {});

// The gateway takes the payment: no payer number and no OTP auth.
const steps = paymentSteps<CardContext, CardEvent>(({ email, gateway }) => ({
  paymentMobile: '',
  email,
  gateway,
  auth: null,
}));

/** A paystack-type gateway pays in an inline popup; every other gateway redirects. */
export const isInlineGateway = (gateway: string) => /paystack/i.test(gateway);

/**
 * Card: choose a gateway and an email, initiate, process; paystack-type -> `popup` (the
 * `paystackPopup` actor opens the inline popup with amount x 100 and answers card.popupSuccess /
 * card.popupClosed);
 * others -> `redirecting` with redirectUrl. A process result without transaction id is only logged.
 */
export const cardMachine = setup({
  types: { ...steps.types, tags: {} as CardTag },
  actors: { ...paymentActors, paystackPopup },
  delays: { paystackScriptLoad: DELAYS.paystackScriptLoad },
  guards: {
    ...paymentGuards,
    lacksTransactionId: (_, outcome: Outcome<ProcessResult>) =>
      outcome.ok && !outcome.result.transactionId,
    isInline: ({ context }, outcome: Outcome<ProcessResult>) =>
      outcome.ok && isInlineGateway(context.gateway),
    hasRedirect: (_, outcome: Outcome<ProcessResult>) => outcome.ok && !!outcome.result.redirectUrl,
  },
  actions: {
    ...steps.actions,
    navigateToStatus: (_, _params: TransactionParams & { cancelled: boolean }) => {},
    /** Placeholder: the screen sets window.location to the gateway's redirectUrl. */
    redirectTo: (_, _params: { url: string }) => {},
    /** Placeholder: the screen logs (console.warn) a process result without transaction id. */
    logMissingTransaction: () => {},
    /** Placeholder: the screen shows the generic error toast (the popup could not open). */
    reportPopupFailure: () => {},
  },
}).createMachine({
  id: 'card',
  context: ({ input }) => ({ ...paymentStart(input), gateway: '', email: '', redirectUrl: '' }),
  initial: 'start',
  states: {
    start: steps.start,
    form: { ...steps.form('initiating', ['gateway', 'email']), tags: ['editable'] },
    initiating: { ...steps.initiating({ next: 'processing' }), tags: ['busy'] },
    processing: {
      tags: ['busy'],
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: steps.processInput,
        onDone: [
          // PAY-11: only logged, no navigation; the form is usable again.
          {
            guard: { type: 'lacksTransactionId', params: ({ event }) => event.output },
            target: 'form',
            actions: 'logMissingTransaction',
          },
          { guard: { type: 'isInline', params: ({ event }) => event.output }, target: 'popup' },
          {
            guard: { type: 'hasRedirect', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: assign({
              redirectUrl: ({ event }) =>
                event.output.ok ? (event.output.result.redirectUrl ?? '') : '',
            }),
          },
          steps.failToForm,
        ],
        onError: steps.genericToForm,
      },
    },
    /**
     * The inline popup (amount x 100, reference = transactionId): its script loads (at most
     * `paystackScriptLoad`), then it is open. A popup that cannot open ends like a closed one,
     * after the generic error toast.
     */
    popup: {
      tags: ['busy', 'popup'],
      invoke: {
        id: 'paystackPopup',
        src: 'paystackPopup',
        input: ({ context }) => ({ transactionId: context.transactionId, email: context.email }),
      },
      initial: 'loading',
      states: {
        loading: {
          on: { 'card.popupOpened': 'open' },
          after: {
            paystackScriptLoad: { target: '#card.cancelled', actions: 'reportPopupFailure' },
          },
        },
        open: {},
      },
      on: {
        'card.popupSuccess': 'checkingStatus',
        'card.popupClosed': { target: 'cancelled' },
        'card.popupFailed': { target: 'cancelled', actions: 'reportPopupFailure' },
      },
    },
    redirecting: {
      type: 'final',
      tags: ['busy'],
      entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.redirectUrl }) },
    },
    checkingStatus: { ...steps.checkingStatusOnce, tags: ['busy'] },
    // Final states keep the spinner until the screen has navigated or redirected.
    done: {
      type: 'final',
      tags: ['busy'],
      entry: {
        type: 'navigateToStatus',
        params: ({ context }) => ({ transactionId: context.transactionId, cancelled: false }),
      },
    },
    /**
     * Popup closed, after a Cancel or a declined card (Paystack reports a decline inside its popup
     * and the payer closes it): the status page shows what the server recorded, CANCELLED or FAILED
     * with its reason, as the gateway callback would.
     */
    cancelled: {
      type: 'final',
      tags: ['busy'],
      entry: {
        type: 'navigateToStatus',
        params: ({ context }) => ({ transactionId: context.transactionId, cancelled: true }),
      },
    },
  },
});
