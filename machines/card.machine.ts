import { assign, setup } from 'xstate';
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
  | { type: 'card.popupSuccess' }
  | { type: 'card.popupClosed' };

const steps = paymentSteps<CardContext, CardEvent>();

/** A paystack-type gateway pays in an inline popup; every other gateway redirects. */
export const isInlineGateway = (gateway: string) => /paystack/i.test(gateway);

/**
 * Card: choose a gateway and an email, initiate, process; paystack-type -> `popup` (the screen
 * opens the inline popup with amount x 100 and answers card.popupSuccess / card.popupClosed);
 * others -> `redirecting` with redirectUrl. A process result without transaction id is only logged.
 */
export const cardMachine = setup({
  types: {
    context: {} as CardContext,
    input: {} as PaymentInput,
    events: {} as CardEvent,
  },
  actors: paymentActors,
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
    form: {
      on: {
        'form.submit': {
          target: 'initiating',
          actions: assign({
            gateway: ({ event }) => event.gateway,
            email: ({ event }) => event.email,
            error: null,
          }),
        },
      },
    },
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
    /** The inline popup is open (amount x 100, reference = transactionId). */
    popup: {
      on: {
        'card.popupSuccess': 'checkingStatus',
        'card.popupClosed': { target: 'cancelled' },
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
