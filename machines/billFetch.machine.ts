import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { closedError } from './otpOutput.ts';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import { failTo, GENERIC, hasCode, notProvided, toError, type MachineError } from './shared.ts';

export interface BillFetchInput {
  msisdn: string;
  /** Config `beta.amountToHigherValueFeature`: round a bill with decimals up to a whole number. */
  higherValueFeature: boolean;
}

/** How the bill is asked for: the invoice OTP's id, or the account number the server accepted. */
export type FetchBillInput =
  { msisdn: string; otpId: string } | { msisdn: string; accountNo: string };

/** What `billShown` displays; `roundedUp` shows the round-up note. */
export interface BillAmounts {
  totalOutstanding: number;
  amountToPay: number;
  roundedUp: boolean;
}

/** Parameters of `goToPayment`: the screen stores the payment session data and goes to /payment/start. */
export interface BillPayParams {
  msisdn: string;
  amount: number;
  accountNo?: string;
}

interface BillFetchContext extends BillFetchInput {
  /** Set by the OTP path; cleared by the account path (and the other way round). */
  otpId: string;
  accountNo: string;
  bill: BillAmounts | null;
  error: MachineError | null;
}

/** The account-number modal takes 10 digits (BILL-2). */
const ACCOUNT_NO = /^\d{10}$/;

/** BILL-5: decimals + the higher-value feature -> round up to a whole number, with a note. */
export function billAmounts(totalOutstanding: number, higherValueFeature: boolean): BillAmounts {
  const roundedUp = higherValueFeature && !Number.isInteger(totalOutstanding);
  return {
    totalOutstanding,
    amountToPay: roundedUp ? Math.ceil(totalOutstanding) : totalOutstanding,
    roundedUp,
  };
}

/** The outstanding amount of a bill result, when it is a number (the server may send a string). */
function outstandingOf(outcome: Outcome<{ totalOutstanding: number }>): number | undefined {
  if (!outcome.ok || outcome.result?.totalOutstanding == null) return undefined;
  const value = Number(outcome.result.totalOutstanding);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * What holds in each state of the bill lookup, declared on the states as xstate tags: the screen
 * (src/features/recharge/BillLookup.tsx) reads them, and the model's oracle
 * (tests/model/billFetch.oracle.ts) checks them at every step.
 * - `choosing`: the two lookup buttons, a failure shows as a toast
 * - `otpOpen`: the invoice OTP modal is open
 * - `accountEditing`: the account-number modal takes a number (60119 / 60005 message shown here)
 * - `accountChecking`: the account number is being validated (the modal's button busy)
 * - `fetching`: the bill is being fetched (the lookup buttons busy)
 * - `billShown`: the outstanding amount (rounded up with the note) and the pay button
 */
export type BillFetchTag =
  'choosing' | 'otpOpen' | 'accountEditing' | 'accountChecking' | 'fetching' | 'billShown';

const chooseLookup = {
  'bill.viaOtp': { target: '#billFetch.otp', actions: 'clearError' },
  'bill.viaAccount': { target: '#billFetch.accountModal', actions: 'clearError' },
} as const;

/**
 * Postpaid bill lookup: the invoice OTP modal or the account-number modal (60119 / 60005 keep the
 * modal open with the server message), then the bill; its amount is rounded up when the
 * higher-value feature is on. `modal.close` anywhere goes back to `idle`. Other failures land in
 * `idle` with `error` set (the screen shows the toast).
 */
export const billFetchMachine = setup({
  types: {
    context: {} as BillFetchContext,
    input: {} as BillFetchInput,
    tags: {} as BillFetchTag,
    events: {} as
      | { type: 'bill.viaOtp' }
      | { type: 'bill.viaAccount' }
      | { type: 'account.submit'; accountNo: string }
      | { type: 'modal.close' }
      | { type: 'bill.pay'; amount: number },
  },
  actors: {
    otp: otpMachine,
    validateAccount: fromPromise<Outcome<unknown>, { msisdn: string; accountNo: string }>(
      async () => notProvided('validateAccount'),
    ),
    fetchBill: fromPromise<Outcome<{ totalOutstanding: number }>, FetchBillInput>(async () =>
      notProvided('fetchBill'),
    ),
  },
  guards: {
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    otpVerified: (_, output: OtpOutput) => output.status === 'verified',
    isAccountNo: (_, accountNo: string) => ACCOUNT_NO.test(accountNo),
    isAccountRejected: (_, outcome: Outcome<unknown>) => hasCode(outcome, '60119', '60005'),
    hasOutstanding: (_, outcome: Outcome<{ totalOutstanding: number }>) =>
      outstandingOf(outcome) !== undefined,
    isPayable: (_, amount: number) => Number.isFinite(amount) && amount > 0,
  },
  actions: {
    clearError: assign({ error: null }),
    setError: assign({ error: (_, outcome: Outcome<unknown> | undefined) => toError(outcome) }),
    goToPayment: (_, _params: BillPayParams) => {},
  },
}).createMachine({
  id: 'billFetch',
  context: ({ input }) => ({ ...input, otpId: '', accountNo: '', bill: null, error: null }),
  initial: 'idle',
  on: { 'modal.close': { target: '.idle', actions: 'clearError' } },
  states: {
    idle: { tags: 'choosing', on: chooseLookup },
    otp: {
      tags: 'otpOpen',
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ family: 'invoice' as const, msisdn: context.msisdn }),
        onDone: [
          {
            guard: { type: 'otpVerified', params: ({ event }) => event.output },
            target: 'fetchingBill',
            actions: assign({
              otpId: ({ event }) => (event.output.status === 'verified' ? event.output.id : ''),
              accountNo: '',
            }),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => closedError(event.output) }) },
        ],
      },
    },
    accountModal: {
      initial: 'editing',
      states: {
        editing: {
          tags: 'accountEditing',
          on: {
            'account.submit': {
              guard: { type: 'isAccountNo', params: ({ event }) => event.accountNo },
              target: 'validating',
              actions: assign({
                accountNo: ({ event }) => event.accountNo,
                otpId: '',
                error: null,
              }),
            },
          },
        },
        validating: {
          tags: 'accountChecking',
          invoke: {
            id: 'validateAccount',
            src: 'validateAccount',
            input: ({ context }) => ({ msisdn: context.msisdn, accountNo: context.accountNo }),
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: '#billFetch.fetchingBill',
              },
              // 60119 / 60005: the server message shows in the modal; the person may retry.
              {
                guard: { type: 'isAccountRejected', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'setError', params: ({ event }) => event.output },
              },
              failTo('#billFetch.idle'),
            ],
            onError: { target: '#billFetch.idle', actions: assign({ error: { code: GENERIC } }) },
          },
        },
      },
    },
    fetchingBill: {
      tags: 'fetching',
      invoke: {
        id: 'fetchBill',
        src: 'fetchBill',
        // The OTP path asks with the OTP id the child handed over, the account path with the number.
        input: ({ context }) =>
          context.accountNo
            ? { msisdn: context.msisdn, accountNo: context.accountNo }
            : { msisdn: context.msisdn, otpId: context.otpId },
        onDone: [
          {
            guard: { type: 'hasOutstanding', params: ({ event }) => event.output },
            target: 'billShown',
            actions: assign({
              bill: ({ context, event }) =>
                billAmounts(outstandingOf(event.output) ?? 0, context.higherValueFeature),
            }),
          },
          // A failure, or a success without a usable amount: the toast with the server text or the generic one.
          {
            target: 'idle',
            actions: assign({
              error: ({ event }) =>
                event.output.ok
                  ? {
                      code: GENERIC,
                      ...(event.output.message ? { message: event.output.message } : {}),
                    }
                  : toError(event.output),
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    billShown: {
      tags: 'billShown',
      on: {
        ...chooseLookup,
        'bill.pay': {
          guard: { type: 'isPayable', params: ({ event }) => event.amount },
          target: 'paying',
        },
      },
    },
    paying: {
      type: 'final',
      entry: {
        type: 'goToPayment',
        params: ({ context, event }) => ({
          msisdn: context.msisdn,
          amount: (event as { amount: number }).amount,
          ...(context.accountNo ? { accountNo: context.accountNo } : {}),
        }),
      },
    },
  },
});
