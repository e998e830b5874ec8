import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { DELAYS } from './delays.ts';
import type { Outcome } from './outcome.ts';
import {
  paymentActors,
  paymentGuards,
  transactionEffects,
  type PaymentInput,
  type ProcessResult,
  type TransactionParams,
} from './payment.shared.ts';
import { paymentSteps } from './paymentSteps.ts';
import type { MachineError } from './shared.ts';

interface CardContext {
  gateway: string;
  email: string;
  transactionId: string;
  redirectUrl: string;
  error: MachineError | null;
}

type CardEvent =
  | { type: 'form.submit'; gateway: string; email: string }
  | { type: 'card.popupOpened' }
  | { type: 'card.popupSuccess' }
  | { type: 'card.popupClosed' }
  | { type: 'card.popupFailed' };

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

const steps = paymentSteps<CardContext, CardEvent>();

/** A paystack-type gateway pays in an inline popup; every other gateway redirects. */
export const isInlineGateway = (gateway: string) => /paystack/i.test(gateway);

/**
 * Card: choose a gateway and an email, initiate, process; paystack-type -> `popup` (the
 * `paystackPopup` actor opens the inline popup with amount x 100 and answers card.popupSuccess /
 * card.popupClosed);
 * others -> `redirecting` with redirectUrl. A process result without transaction id is only logged.
 */
export const cardMachine = setup({
  types: {
    context: {} as CardContext,
    input: {} as PaymentInput,
    events: {} as CardEvent,
  },
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
    persistTransaction: transactionEffects.persistTransaction,
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
  context: ({ input }) => ({
    gateway: '',
    email: '',
    transactionId: input.resumeTransactionId ?? '',
    redirectUrl: '',
    error: null,
  }),
  initial: 'start',
  states: {
    start: steps.start,
    form: steps.form('initiating', ['gateway', 'email']),
    initiating: steps.initiating({
      input: ({ context }) => ({
        paymentMobile: '',
        email: context.email,
        gateway: context.gateway,
        auth: null,
      }),
      next: 'processing',
    }),
    processing: {
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context }) => ({
          transactionId: context.transactionId,
          paymentMobile: '',
          gateway: context.gateway,
          auth: null,
        }),
        onDone: [
          // Spec 8: only logged, no navigation; the form is usable again.
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
      entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.redirectUrl }) },
    },
    checkingStatus: steps.checkingStatusOnce,
    done: {
      type: 'final',
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
      entry: {
        type: 'navigateToStatus',
        params: ({ context }) => ({ transactionId: context.transactionId, cancelled: true }),
      },
    },
  },
});
