import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { GENERIC, notProvided, type MachineError } from './shared.ts';

export interface RechargeLineInput {
  /** Line types the page accepts: prepaid ['PREPAID'], postpaid ['POSTPAID', 'HYBRID']. */
  acceptedLineTypes: string[];
  minAmount: number;
  maxAmount: number;
}

interface RechargeLineContext extends RechargeLineInput {
  phone: string;
  lineType: string;
  error: MachineError | null;
}

/** Parameters of `goToPayment`: the screen stores the payment session data and goes to /payment/start. */
export interface PayParams {
  msisdn: string;
  lineType: string;
  amount: number;
  productCode?: string;
}

/**
 * Recharge pages: the number is validated at 9 digits, then its line type decides `ready` (bundles
 * and button enabled) or `wrongLineType`; a failed validation is `invalid` ('Invalid Mobile No').
 * Any phone.change restarts. The UI asks `state.can({ type: 'recharge.pay', amount })`.
 */
export const rechargeLineMachine = setup({
  types: {
    context: {} as RechargeLineContext,
    input: {} as RechargeLineInput,
    events: {} as
      | { type: 'phone.change'; phone: string }
      | { type: 'recharge.pay'; amount: number }
      | { type: 'bundle.select'; amount: number; productCode: string },
  },
  actors: {
    validateNumber: fromPromise<Outcome<{ lineType: string }>, { msisdn: string }>(async () =>
      notProvided('validateNumber'),
    ),
  },
  guards: {
    nineDigits: ({ context }) => /^\d{9}$/.test(context.phone),
    accepted: ({ context }, outcome: Outcome<{ lineType: string }>) =>
      outcome.ok && context.acceptedLineTypes.includes(outcome.result.lineType),
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    amountInBounds: ({ context }, amount: number) =>
      Number.isFinite(amount) && amount >= context.minAmount && amount <= context.maxAmount,
  },
  actions: {
    goToPayment: (_, _params: PayParams) => {},
  },
}).createMachine({
  id: 'rechargeLine',
  context: ({ input }) => ({ ...input, phone: '', lineType: '', error: null }),
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
    checking: { always: [{ guard: 'nineDigits', target: 'validating' }, { target: 'editing' }] },
    editing: {},
    validating: {
      invoke: {
        id: 'validateNumber',
        src: 'validateNumber',
        input: ({ context }) => ({ msisdn: context.phone }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({
              lineType: ({ event }) => (event.output.ok ? event.output.result.lineType : ''),
            }),
          },
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'wrongLineType',
            actions: assign({
              lineType: ({ event }) => (event.output.ok ? event.output.result.lineType : ''),
            }),
          },
          {
            target: 'invalid',
            actions: assign({
              error: ({ event }) => ({
                code: 'invalidMobile',
                ...(event.output.ok ? {} : { message: event.output.message }),
              }),
            }),
          },
        ],
        onError: { target: 'invalid', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    ready: {
      on: {
        'recharge.pay': {
          guard: { type: 'amountInBounds', params: ({ event }) => event.amount },
          target: 'paying',
        },
        'bundle.select': { target: 'paying' },
      },
    },
    wrongLineType: {},
    invalid: {},
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
