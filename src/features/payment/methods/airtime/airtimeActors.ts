/**
 * The real calls of the airtime flow: balance (with the OTP's uniqueCode), then initiate and
 * process through the auth variants with the verified OTP's token: a debit of the person's
 * airtime needs the same proof as a wallet debit (docs/decisions.md, docs/sandbox.md "Who pays").
 */
import { fromPromise } from 'xstate';
import { airtimeMachine } from '../../../../../machines/airtime.machine.ts';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type { PaymentAuth } from '../../../../../machines/pin.machine.ts';
import { queryBalance, type QueryBalanceResult } from '../../../../api/portal.api.ts';
import { paymentOtpMachine } from '../shared/paymentActors.ts';
import { tracked } from '../shared/tracking.ts';
import { walletActors, type WalletDeps } from '../shared/walletActors.ts';

/** Airtime's payment mode. */
export const AIRTIME_MODE = 'AIRTIME';

/** The airtime balance among the balances of a line. */
export function airtimeBalance(result: QueryBalanceResult): number {
  return (result.queryBalanceResult ?? [])
    .filter((item) => item.serviceType === 'AIRTIME')
    .reduce((sum, item) => sum + (Number(item.balance) || 0), 0);
}

interface BalanceInput {
  paymentMobile: string;
  auth: PaymentAuth | null;
}

/** The airtime machine with real calls; side-effect actions are added by the screen. */
export function airtimeWithCalls(deps: WalletDeps) {
  return airtimeMachine.provide({
    actors: {
      ...walletActors(deps, {
        tracking: 'airtime',
        type: 'airtime',
        mode: AIRTIME_MODE,
        token: 'required',
      }),
      otp: paymentOtpMachine('airtime'),
      fetchAirtimeBalance: fromPromise<Outcome<{ balance: number }>, BalanceInput>(
        tracked('airtime', 'balance', async ({ input }: { input: BalanceInput }) => {
          const outcome = await queryBalance(input.paymentMobile, input.auth?.uniqueCode ?? '');
          return outcome.ok
            ? { ok: true as const, result: { balance: airtimeBalance(outcome.result) } }
            : outcome;
        }),
      ),
    },
  });
}
