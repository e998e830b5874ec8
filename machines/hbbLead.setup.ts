/**
 * The named parts of the home-broadband lead statechart (machines/hbbLead.machine.ts): its
 * context, events, actors, delays, guards and placeholder actions. The states use them by name.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import {
  hbbAddressMachine,
  type HbbAddressOutput,
  type LeadAddress,
} from './hbbAddress.machine.ts';
import type { Outcome } from './outcome.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import { notProvided, toError, type MachineError } from './shared.ts';
import type {
  HbbLeadInput,
  HbbLeadTag,
  HbbPlan,
  LeadDetails,
  LeadPaymentParams,
  SubmitLeadInput,
  SubmitLeadResult,
} from './hbbLead.types.ts';

export interface HbbLeadContext {
  plans: HbbPlan[];
  plan: HbbPlan | null;
  details: LeadDetails | null;
  address: LeadAddress | null;
  lineType: string;
  uniqueCode: string;
  leadId: string;
  error: MachineError | null;
}

export const hbbLeadSetup = setup({
  types: {
    context: {} as HbbLeadContext,
    input: {} as HbbLeadInput,
    /** What each state shows: see {@link HbbLeadTag}. */
    tags: {} as HbbLeadTag,
    events: {} as
      | { type: 'plan.select'; plan: HbbPlan }
      | { type: 'plan.proceed' }
      | { type: 'plan.back' }
      | { type: 'form.submit'; details: LeadDetails }
      | { type: 'map.pick'; lat: number; lng: number; address: string }
      | { type: 'address.confirm' }
      | { type: 'address.edit' }
      | { type: 'modal.close' },
  },
  actors: {
    otp: otpMachine,
    loadPlans: fromPromise<Outcome<HbbPlan[]>>(async () => notProvided('loadPlans')),
    hbbAddress: hbbAddressMachine,
    validateNumber: fromPromise<Outcome<{ lineType: string }>, { msisdn: string }>(async () =>
      notProvided('validateNumber'),
    ),
    submitLead: fromPromise<Outcome<SubmitLeadResult>, SubmitLeadInput>(async () =>
      notProvided('submitLead'),
    ),
  },
  delays: {
    leadSuccessRedirect: DELAYS.leadSuccessRedirect,
    leadUnavailableRedirect: DELAYS.leadUnavailableRedirect,
  },
  guards: {
    hasPlans: ({ context }) => context.plans.length > 0,
    hasPlan: ({ context }) => context.plan !== null,
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    addressConfirmed: (_, output: HbbAddressOutput) => output.status === 'confirmed',
    otpVerified: (_, output: OtpOutput) => output.status === 'verified',
    isUnavailable: (_, outcome: Outcome<SubmitLeadResult>) =>
      outcome.ok && !outcome.result.feasible,
    hasLeadId: (_, outcome: Outcome<SubmitLeadResult>) => outcome.ok && !!outcome.result.refLeadId,
  },
  actions: {
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    storeLeadId: (_, _params: { leadId: string }) => {},
    redirectToPayment: (_, _params: LeadPaymentParams) => {},
    redirectToPage: () => {},
  },
});
