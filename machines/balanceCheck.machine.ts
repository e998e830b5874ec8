/**
 * The broadband data-balance check: request (an OTP goes to the line), OTP modal (the shared `otp`
 * child machine, family 'payment'), then the balance query with the OTP's uniqueCode, then the
 * active-bundles popup.
 */
import { assign, fromPromise, setup } from 'xstate';
import { otpMachine, type OtpOutput } from './otp.machine.ts';
import type { Outcome } from './outcome.ts';
import { closedError, uniqueCodeOf } from './otpOutput.ts';
import { GENERIC, notProvided, toError, type MachineError } from './shared.ts';

/** One active bundle or balance line of the balance query (src/api/wire.ts re-exports it). */
export interface BalanceItem {
  balanceDescription: string;
  balanceType: string;
  balance: number;
  unitType: string;
  expireTime: string;
  serviceType: 'DATA' | 'AIRTIME';
}

interface BalanceCheckContext {
  msisdn: string;
  uniqueCode: string;
  balances: BalanceItem[];
  error: MachineError | null;
}

/** Events of the balance check. */
export type BalanceCheckEvent = { type: 'balance.check'; msisdn: string } | { type: 'modal.close' };

/**
 * What the data-bundle page shows in each state, read through `snapshot.hasTag`
 * (src/features/broadband/DataBundlePage.tsx): `checkAvailable` the Check balance form takes a
 * request, `otpOpen` the OTP dialog, `busy` 'Checking your balance…', `balancesShown` the
 * active-bundles popup.
 */
export type BalanceCheckTag = 'checkAvailable' | 'otpOpen' | 'busy' | 'balancesShown';

/** idle → otp → querying → shown; every failure returns to idle with `error` (the screen toasts it). */
export const balanceCheckMachine = setup({
  types: {
    context: {} as BalanceCheckContext,
    events: {} as BalanceCheckEvent,
    tags: {} as BalanceCheckTag,
  },
  actors: {
    otp: otpMachine,
    queryBalance: fromPromise<
      Outcome<{ queryBalanceResult: BalanceItem[] }>,
      { msisdn: string; uniqueCode: string }
    >(async () => notProvided('queryBalance')),
  },
  guards: {
    nineDigits: (_, msisdn: string) => /^\d{9}$/.test(msisdn),
    verified: (_, output: OtpOutput) => output.status === 'verified' && !!output.uniqueCode,
  },
}).createMachine({
  id: 'balanceCheck',
  context: { msisdn: '', uniqueCode: '', balances: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['checkAvailable'],
      on: {
        'balance.check': {
          guard: { type: 'nineDigits', params: ({ event }) => event.msisdn },
          target: 'otp',
          actions: assign({
            msisdn: ({ event }) => event.msisdn,
            uniqueCode: '',
            balances: [],
            error: null,
          }),
        },
      },
    },
    otp: {
      tags: ['otpOpen'],
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ family: 'payment' as const, msisdn: context.msisdn }),
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            target: 'querying',
            actions: assign({ uniqueCode: ({ event }) => uniqueCodeOf(event.output) }),
          },
          // Closed by the person (no error) or by a failure the modal already showed (502 ...).
          { target: 'idle', actions: assign({ error: ({ event }) => closedError(event.output) }) },
        ],
        onError: { target: 'idle', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    querying: {
      tags: ['busy'],
      invoke: {
        id: 'queryBalance',
        src: 'queryBalance',
        input: ({ context }) => ({ msisdn: context.msisdn, uniqueCode: context.uniqueCode }),
        onDone: [
          {
            guard: ({ event }) =>
              event.output.ok && Array.isArray(event.output.result?.queryBalanceResult),
            target: 'shown',
            actions: assign({
              balances: ({ event }) =>
                event.output.ok ? event.output.result.queryBalanceResult : [],
            }),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => toError(event.output) }) },
        ],
        onError: { target: 'idle', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    shown: { tags: ['balancesShown'], on: { 'modal.close': 'idle' } },
  },
});
