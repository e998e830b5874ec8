/**
 * The lead's submit and its outcomes (machines/hbbLead.machine.ts): feasible with a lead id ->
 * `success`, /payment/start after 3 s; not feasible -> `unavailable`, the redirect page after
 * 6 s; feasible without a lead id, or a failure -> back to the details with the error.
 */
import { assign } from 'xstate';
import type { LeadAddress } from './hbbAddress.machine.ts';
import { hbbLeadSetup } from './hbbLead.setup.ts';
import type { HbbPlan, LeadDetails } from './hbbLead.types.ts';
import { GENERIC, toError } from './shared.ts';

export const submittingState = hbbLeadSetup.createStateConfig({
  tags: 'submitting',
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
});

/** 'Congratulations': the lead id is stored, then /payment/start after 3 s. */
export const successState = hbbLeadSetup.createStateConfig({
  tags: 'successShown',
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
});

/** 'Thank you', service not available here; the redirect page after 6 s. */
export const unavailableState = hbbLeadSetup.createStateConfig({
  tags: 'unavailableShown',
  after: { leadUnavailableRedirect: { target: 'redirected', actions: 'redirectToPage' } },
});
