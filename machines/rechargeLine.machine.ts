import { assign, fromPromise, not, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import { HYBRID_POSTPAID_CHECK, NOT_BROADBAND_CODE } from './lineCheck.ts';
import { lineTypeOf, numberError } from './lineOutcome.ts';
import type { Outcome } from './outcome.ts';
import { GENERIC, notProvided, type MachineError } from './shared.ts';

export interface RechargeLineInput {
  /** Line types the page accepts: prepaid ['PREPAID'], postpaid ['POSTPAID', 'HYBRID']. */
  acceptedLineTypes: string[];
  minAmount: number;
  maxAmount: number;
  /** Broadband pages: validation sends checkIfBroadband and a non-broadband line is refused. */
  broadbandOnly?: boolean;
  /** Postpaid page with config postpaidHybridCheck on: validation sends HYBRID_POSTPAID_CHECK. */
  hybridCheck?: boolean;
}

/** What the `validateNumber` actor sends (REC-5: msisdn, checkIfBroadband, requestType). */
export interface ValidateNumberRequest {
  msisdn: string;
  checkIfBroadband: boolean;
  requestType: '' | typeof HYBRID_POSTPAID_CHECK;
}

interface RechargeLineContext extends Required<RechargeLineInput> {
  phone: string;
  lineType: string;
  error: MachineError | null;
}

/**
 * What a person sees in each state, read by the pages through `snapshot.hasTag` (lineViewOf in src/line/lineMessages.ts):
 * `checking` 'Checking number…' (the 1000 ms wait and the validation call alike), `validating` the
 * number is at the server, `confirmed` the line confirmed (bundles and pay enabled),
 * `wrongLineType` the wrong-line text under the number, `invalid` 'Invalid Mobile No' (or the
 * generic text) under the number.
 */
export type RechargeLineTag = 'checking' | 'validating' | 'confirmed' | 'wrongLineType' | 'invalid';

/** Parameters of `goToPayment`: the screen stores the payment session data and goes to /payment/start. */
export interface PayParams {
  msisdn: string;
  lineType: string;
  amount: number;
  productCode?: string;
}

/**
 * Recharge and broadband pages: the number is validated once it has 9 digits and has stood still
 * for the input handler delay (1000 ms), then its line type decides `ready` (bundles and button
 * enabled) or `wrongLineType`; a broadband page also lands in `wrongLineType` when the server says
 * the line is not a broadband line (error code 'notBroadband'); any other failed validation is
 * `invalid` ('Invalid Mobile No'). Any phone.change restarts. The UI asks
 * `state.can({ type: 'recharge.pay', amount })`.
 */
export const rechargeLineMachine = setup({
  types: {
    context: {} as RechargeLineContext,
    input: {} as RechargeLineInput,
    tags: {} as RechargeLineTag,
    events: {} as
      | { type: 'phone.change'; phone: string }
      | { type: 'recharge.pay'; amount: number }
      | { type: 'bundle.select'; amount: number; productCode: string },
  },
  actors: {
    validateNumber: fromPromise<Outcome<{ lineType: string }>, ValidateNumberRequest>(async () =>
      notProvided('validateNumber'),
    ),
  },
  delays: { numberInputDelay: DELAYS.numberInputDelay },
  guards: {
    nineDigits: ({ context }) => /^\d{9}$/.test(context.phone),
    accepted: ({ context }, outcome: Outcome<{ lineType: string }>) =>
      outcome.ok && context.acceptedLineTypes.includes(outcome.result.lineType),
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    notBroadbandLine: ({ context }, outcome: Outcome<unknown>) =>
      context.broadbandOnly && !outcome.ok && outcome.code === NOT_BROADBAND_CODE,
    amountInBounds: ({ context }, amount: number) =>
      Number.isFinite(amount) && amount >= context.minAmount && amount <= context.maxAmount,
  },
  actions: {
    goToPayment: (_, _params: PayParams) => {},
    /** A number the validation refused: 'Invalid Mobile No', with the server's text if any. */
    refuseNumber: assign({
      error: (_, outcome: Outcome<unknown>) => numberError('invalidMobile', outcome),
    }),
  },
}).createMachine({
  id: 'rechargeLine',
  context: ({ input }) => ({
    ...input,
    broadbandOnly: input.broadbandOnly ?? false,
    hybridCheck: input.hybridCheck ?? false,
    phone: '',
    lineType: '',
    error: null,
  }),
  initial: 'editing',
  on: {
    'phone.change': {
      target: '.checking',
      actions: assign({
        phone: ({ event }) => event.phone.replace(/\D/g, '').slice(0, 9),
        lineType: '',
        error: null,
      }),
    },
  },
  states: {
    // Re-entered on every phone.change, so the delay restarts with each keystroke.
    checking: {
      tags: ['checking'],
      always: { guard: not('nineDigits'), target: 'editing' },
      after: { numberInputDelay: 'validating' },
    },
    editing: {},
    validating: {
      tags: ['checking', 'validating'],
      invoke: {
        id: 'validateNumber',
        src: 'validateNumber',
        input: ({ context }): ValidateNumberRequest => ({
          msisdn: context.phone,
          checkIfBroadband: context.broadbandOnly,
          requestType: context.hybridCheck ? HYBRID_POSTPAID_CHECK : '',
        }),
        onDone: [
          {
            guard: { type: 'notBroadbandLine', params: ({ event }) => event.output },
            target: 'wrongLineType',
            actions: assign({ error: ({ event }) => numberError('notBroadband', event.output) }),
          },
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({ lineType: ({ event }) => lineTypeOf(event.output) }),
          },
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'wrongLineType',
            actions: assign({ lineType: ({ event }) => lineTypeOf(event.output) }),
          },
          {
            target: 'invalid',
            actions: { type: 'refuseNumber', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'invalid', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    ready: {
      tags: ['confirmed'],
      on: {
        'recharge.pay': {
          guard: { type: 'amountInBounds', params: ({ event }) => event.amount },
          target: 'paying',
        },
        'bundle.select': { target: 'paying' },
      },
    },
    wrongLineType: { tags: ['wrongLineType'] },
    invalid: { tags: ['invalid'] },
    paying: {
      type: 'final',
      entry: {
        type: 'goToPayment',
        params: ({ context, event }) => ({
          msisdn: context.phone,
          lineType: context.lineType,
          amount: (event as { amount: number }).amount,
          productCode: (event as { productCode?: string }).productCode,
        }),
      },
    },
  },
});
