import { assign, forwardTo, fromPromise, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import {
  hbbAddressMachine,
  type HbbAddressOutput,
  type LeadAddress,
} from './hbbAddress.machine.ts';
import type { Outcome } from './outcome.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import { GENERIC, notProvided, toError, type MachineError } from './shared.ts';
import type {
  HbbLeadInput,
  HbbPlan,
  LeadDetails,
  LeadPaymentParams,
  SubmitLeadInput,
  SubmitLeadResult,
} from './hbbLead.types.ts';

export type * from './hbbLead.types.ts';

interface HbbLeadContext {
  plans: HbbPlan[];
  plan: HbbPlan | null;
  details: LeadDetails | null;
  address: LeadAddress | null;
  lineType: string;
  uniqueCode: string;
  leadId: string;
  error: MachineError | null;
}

/**
 * Home-broadband lead: plan, details, the installation address (`hbbAddress` child: geocoding
 * fallback, map picker, confirmation), number check, OTP, submit. Feasible with a lead id ->
 * `success`, /payment/start after 3 s; not feasible -> `unavailable`, the redirect page after 6 s;
 * feasible without a lead id -> back to the details with 'generic' ('Something Went Wrong!').
 */
export const hbbLeadMachine = setup({
  types: {
    context: {} as HbbLeadContext,
    input: {} as HbbLeadInput,
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
}).createMachine({
  id: 'hbbLead',
  context: ({ input }) => ({
    plans: input.plans ?? [],
    plan: null,
    details: null,
    address: null,
    lineType: '',
    uniqueCode: '',
    leadId: '',
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasPlans', target: 'choosingPlan' }, { target: 'loadingPlans' }] },
    loadingPlans: {
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'choosingPlan',
            actions: assign({ plans: ({ event }) => (event.output.ok ? event.output.result : []) }),
          },
          // No plans: an empty table and the error toast; Proceed stays disabled.
          {
            target: 'choosingPlan',
            actions: { type: 'setError', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'choosingPlan', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    choosingPlan: {
      on: {
        'plan.select': { actions: assign({ plan: ({ event }) => event.plan, error: null }) },
        'plan.proceed': { guard: 'hasPlan', target: 'details' },
      },
    },
    details: {
      on: {
        'plan.back': { target: 'choosingPlan', actions: assign({ error: null }) },
        'form.submit': {
          target: 'locating',
          actions: assign({
            details: ({ event }) => event.details,
            address: null,
            error: null,
          }),
        },
      },
    },
    /** Geocoding fallback, map picker, confirm-or-edit: the `hbbAddress` child; closing goes back to the form. */
    locating: {
      on: {
        'modal.close': 'details',
        // The screen may send the map events here (address.confirm / address.edit): the child handles them.
        'map.pick': { actions: forwardTo('hbbAddress') },
        'address.*': { actions: forwardTo('hbbAddress') },
      },
      invoke: {
        id: 'hbbAddress',
        src: 'hbbAddress',
        input: ({ context }) => context.details as LeadDetails,
        onDone: [
          {
            guard: { type: 'addressConfirmed', params: ({ event }) => event.output },
            target: 'validatingNumber',
            actions: assign({
              address: ({ event }) =>
                event.output.status === 'confirmed' ? event.output.address : null,
            }),
          },
          { target: 'details' },
        ],
      },
    },
    validatingNumber: {
      invoke: {
        id: 'validateNumber',
        src: 'validateNumber',
        input: ({ context }) => ({ msisdn: context.details?.contactNumber ?? '' }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'otp',
            actions: assign({
              lineType: ({ event }) => (event.output.ok ? event.output.result.lineType : ''),
            }),
          },
          {
            target: 'details',
            actions: assign({
              error: ({ event }) => ({
                code: 'invalidMobile',
                ...(event.output.ok ? {} : { message: event.output.message }),
              }),
            }),
          },
        ],
        onError: { target: 'details', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    /** The screen provides `otp` with send-otp-hbb as its sendOtp (the refId family). */
    otp: {
      on: { 'modal.close': 'details' },
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({
          family: 'payment' as const,
          msisdn: context.details?.contactNumber ?? '',
        }),
        onDone: [
          {
            guard: { type: 'otpVerified', params: ({ event }) => event.output },
            target: 'submitting',
            actions: assign({
              uniqueCode: ({ event }) =>
                event.output.status === 'verified' ? (event.output.uniqueCode ?? '') : '',
            }),
          },
          {
            target: 'details',
            actions: assign({
              error: ({ event }) => (event.output.status === 'closed' ? event.output.error : null),
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => ({
          details: context.details as LeadDetails,
          plan: context.plan as HbbPlan,
          address: context.address as LeadAddress,
          uniqueCode: context.uniqueCode,
          lineType: context.lineType,
        }),
        onDone: [
          {
            guard: { type: 'isUnavailable', params: ({ event }) => event.output },
            target: 'unavailable',
          },
          {
            guard: { type: 'hasLeadId', params: ({ event }) => event.output },
            target: 'success',
            actions: assign({
              leadId: ({ event }) => (event.output.ok ? (event.output.result.refLeadId ?? '') : ''),
            }),
          },
          // Feasible without a lead id, or a failure: 'Something Went Wrong!' (or the server text).
          {
            target: 'details',
            actions: assign({
              error: ({ event }) => (event.output.ok ? { code: GENERIC } : toError(event.output)),
            }),
          },
        ],
        onError: { target: 'details', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    /** 'Congratulations': the lead id is stored, then /payment/start after 3 s. */
    success: {
      entry: { type: 'storeLeadId', params: ({ context }) => ({ leadId: context.leadId }) },
      after: {
        leadSuccessRedirect: {
          target: 'redirected',
          actions: {
            type: 'redirectToPayment',
            params: ({ context }) => ({
              leadId: context.leadId,
              plan: context.plan as HbbPlan,
              contactNumber: context.details?.contactNumber ?? '',
            }),
          },
        },
      },
    },
    /** 'Thank you', service not available here; the redirect page after 6 s. */
    unavailable: {
      after: { leadUnavailableRedirect: { target: 'redirected', actions: 'redirectToPage' } },
    },
    redirected: { type: 'final' },
  },
});
