import { setup } from 'xstate';
import { DEFAULT_PAYMENT_MAX_TRY, DELAYS } from './delays.ts';
import {
  paymentActors,
  paymentGuards,
  pollingGuards,
  transactionEffects,
  type PaymentInput,
} from './payment.shared.ts';
import { paymentSteps } from './paymentSteps.ts';
import { pollingSteps } from './walletSteps.ts';
import type { MachineError } from './shared.ts';

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

type MpesaEvent = { type: 'form.submit'; paymentMobile: string; email: string };

const steps = paymentSteps<MpesaContext, MpesaEvent>();

/** MPESA: initiate, process (mode MPESA, no PIN), poll every 10 s while IN_PROCESS, status page. */
export const mpesaMachine = setup({
  types: {
    context: {} as MpesaContext,
    input: {} as MpesaInput,
    events: {} as MpesaEvent,
  },
  actors: paymentActors,
  delays: { walletStatusPoll: DELAYS.walletStatusPoll },
  guards: { ...paymentGuards, ...pollingGuards },
  actions: { ...steps.actions, ...transactionEffects },
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
    start: steps.start,
    form: steps.form('initiating', ['paymentMobile', 'email']),
    // No form.submit here: a double click never initiates twice.
    initiating: steps.initiating({
      input: ({ context }) => ({
        paymentMobile: context.paymentMobile,
        email: context.email,
        auth: null,
      }),
      next: 'processing',
    }),
    processing: steps.processing(
      ({ context }) => ({
        transactionId: context.transactionId,
        paymentMobile: context.paymentMobile,
        auth: null,
      }),
      'checkingStatus',
    ),
    ...pollingSteps<MpesaContext, MpesaEvent>(),
    done: steps.done,
  },
});
