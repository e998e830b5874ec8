import { assign, forwardTo } from 'xstate';
import type { LeadDetails } from './hbbLead.types.ts';
import { hbbLeadSetup } from './hbbLead.setup.ts';
import { submittingState, successState, unavailableState } from './hbbLead.outcomes.ts';
import { otpState, validatingNumberState } from './hbbLead.verify.ts';
import { GENERIC } from './shared.ts';

export type * from './hbbLead.types.ts';

/**
 * Home-broadband lead: plan, details, the installation address (`hbbAddress` child: geocoding
 * fallback, map picker, confirmation), number check, OTP, submit. Feasible with a lead id ->
 * `success`, /payment/start after 3 s; not feasible -> `unavailable`, the redirect page after 6 s;
 * feasible without a lead id -> back to the details with 'generic' ('Something Went Wrong!').
 */
export const hbbLeadMachine = hbbLeadSetup.createMachine({
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
    start: {
      tags: 'planStep',
      always: [{ guard: 'hasPlans', target: 'choosingPlan' }, { target: 'loadingPlans' }],
    },
    loadingPlans: {
      tags: ['planStep', 'plansLoading'],
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
      tags: 'planStep',
      on: {
        'plan.select': { actions: assign({ plan: ({ event }) => event.plan, error: null }) },
        'plan.proceed': { guard: 'hasPlan', target: 'details' },
      },
    },
    details: {
      tags: 'detailsEditable',
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
      tags: 'addressOpen',
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
    validatingNumber: validatingNumberState,
    otp: otpState,
    submitting: submittingState,
    success: successState,
    unavailable: unavailableState,
    redirected: { type: 'final' },
  },
});
