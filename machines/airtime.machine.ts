import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { otpMachine } from './otp.machine.ts';
import {
  otpGuards,
  paymentActors,
  paymentGuards,
  payerStart,
  type PayerContext,
  type PaymentInput,
} from './payment.shared.ts';
import { paymentSteps, type PaymentStepTag } from './paymentSteps.ts';
import { otpStep } from './walletSteps.ts';
import type { PaymentAuth } from './pin.machine.ts';
import { notProvided } from './shared.ts';

export interface AirtimeInput extends PaymentInput {
  /** Amount to pay, compared with the airtime balance. */
  amount: number;
}

interface AirtimeContext extends PayerContext {
  amount: number;
  email: string;
}

type AirtimeEvent =
  | { type: 'form.submit'; paymentMobile: string; email: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'modal.close' };

/**
 * What the airtime screen shows, declared by each state (the screen reads hasTag): 'editable' the
 * form; 'busy' the processing overlay over it, with its own line while 'checking balance' or
 * 'resuming'; 'confirm' the 'Are you sure?' dialog.
 */
export type AirtimeTag =
  PaymentStepTag | 'otpOpen' | 'editable' | 'busy' | 'checking balance' | 'resuming' | 'confirm';

const steps = paymentSteps<AirtimeContext, AirtimeEvent, AirtimeInput>(
  ({ paymentMobile, email, auth }) => ({ paymentMobile, email, auth }),
);

/** The line's airtime balance, asked with the OTP's uniqueCode. */
const fetchAirtimeBalance = fromPromise<
  Outcome<{ balance: number }>,
  { paymentMobile: string; auth: PaymentAuth | null }
>(async () => notProvided('fetchAirtimeBalance'));

/** Airtime: OTP, balance check, 'Are you sure?' (or insufficient balance), initiate, process, status. */
export const airtimeMachine = setup({
  types: { ...steps.types, tags: {} as AirtimeTag },
  actors: { ...paymentActors, otp: otpMachine, fetchAirtimeBalance },
  guards: {
    ...paymentGuards,
    ...otpGuards,
    balanceCovers: ({ context }, outcome: Outcome<{ balance: number }>) =>
      outcome.ok && outcome.result.balance >= context.amount,
  },
  actions: steps.actions,
}).createMachine({
  id: 'airtime',
  context: ({ input }) => ({ ...payerStart(input), amount: input.amount, email: '' }),
  initial: 'start',
  states: {
    start: steps.start,
    form: { ...steps.form('otp', ['paymentMobile', 'email']), tags: ['editable'] },
    otp: otpStep<AirtimeContext, AirtimeEvent>('checkingBalance'),
    checkingBalance: {
      tags: ['busy', 'checking balance'],
      invoke: {
        id: 'fetchAirtimeBalance',
        src: 'fetchAirtimeBalance',
        input: ({ context }) => ({ paymentMobile: context.paymentMobile, auth: context.auth }),
        onDone: [
          {
            guard: { type: 'balanceCovers', params: ({ event }) => event.output },
            target: 'confirming',
          },
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'insufficient' },
          steps.failToForm,
        ],
        onError: steps.genericToForm,
      },
    },
    /** 'Are you sure?' Yes / No. */
    confirming: { tags: ['confirm'], on: { 'confirm.yes': 'initiating', 'confirm.no': 'form' } },
    /** 'Looks like you don't have sufficient balance ...' */
    insufficient: {
      entry: assign({ error: { code: 'insufficientBalance' } }),
      on: { 'modal.close': { target: 'form', actions: assign({ error: null }) } },
    },
    // confirm.yes is not handled here: a double click initiates once.
    initiating: { ...steps.initiating({ next: 'processing' }), tags: ['busy'] },
    processing: { ...steps.processing('done'), tags: ['busy'] },
    /** After a reload with a persisted transaction id: one status look-up, then the status page. */
    checkingStatus: { ...steps.checkingStatusOnce, tags: ['busy', 'resuming'] },
    // The overlay stays until the screen has navigated to the status page.
    done: { ...steps.done, tags: ['busy'] },
  },
});
