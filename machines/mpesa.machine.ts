import { setup } from 'xstate';
import { DELAYS } from './delays.ts';
import {
  paymentActors,
  paymentGuards,
  pollingGuards,
  pollingStart,
  type PaymentInput,
  type PollingContext,
} from './payment.shared.ts';
import { paymentSteps, type PaymentStepTag } from './paymentSteps.ts';
import { pollingSteps, type PollingTag } from './walletSteps.ts';

export interface MpesaInput extends PaymentInput {
  /** Config paymentMaxTry: polls while IN_PROCESS stop at this count (default 10). */
  paymentMaxTry?: number;
}

interface MpesaContext extends PollingContext {
  paymentMobile: string;
  email: string;
}

/**
 * What holds in each state of the MPESA machine (tags, read by MpesaMethod and checked by
 * tests/model/mpesa.oracle.ts): the form, or the payment in flight (initiating, processing, a
 * status look-up, the wait before the next).
 */
export type MpesaTag = PaymentStepTag | PollingTag;

type MpesaEvent = { type: 'form.submit'; paymentMobile: string; email: string };

// No PIN and no OTP: initiation and processing carry no auth.
const steps = paymentSteps<MpesaContext, MpesaEvent, MpesaInput>(({ paymentMobile, email }) => ({
  paymentMobile,
  email,
  auth: null,
}));

/** MPESA: initiate, process (mode MPESA, no PIN), poll every 10 s while IN_PROCESS, status page. */
export const mpesaMachine = setup({
  types: steps.types,
  actors: paymentActors,
  delays: { walletStatusPoll: DELAYS.walletStatusPoll },
  guards: { ...paymentGuards, ...pollingGuards },
  actions: steps.actions,
}).createMachine({
  id: 'mpesa',
  context: ({ input }) => ({
    ...pollingStart(input),
    paymentMobile: input.paymentMobile ?? '',
    email: '',
  }),
  initial: 'start',
  states: {
    start: steps.start,
    form: steps.form('initiating', ['paymentMobile', 'email']),
    // No form.submit here: a double click never initiates twice.
    initiating: steps.initiating({ next: 'processing' }),
    processing: steps.processing('checkingStatus'),
    ...pollingSteps<MpesaContext, MpesaEvent>(),
    done: steps.done,
  },
});
