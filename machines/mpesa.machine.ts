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
import { paymentSteps } from './paymentSteps.ts';
import { pollingSteps } from './walletSteps.ts';

export interface MpesaInput extends PaymentInput {
  /** Config paymentMaxTry: polls while IN_PROCESS stop at this count (default 10). */
  paymentMaxTry?: number;
}

interface MpesaContext extends PollingContext {
  paymentMobile: string;
  email: string;
}

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
