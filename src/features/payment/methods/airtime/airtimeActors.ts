/** The real calls of the airtime flow: balance (with the OTP's uniqueCode), initiate, process. */
import { fromPromise } from 'xstate';
import { airtimeMachine } from '../../../../../machines/airtime.machine.ts';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import type { PaymentAuth } from '../../../../../machines/pin.machine.ts';
import { queryBalance, type QueryBalanceResult } from '../../../../api/portal.api.ts';
import { initiate, process } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import { paymentOtpMachine, statusActor } from '../shared/paymentActors.ts';
import { buildInitiation, buildProcess, type Charge } from '../shared/paymentPayload.ts';
import { tracked } from '../shared/tracking.ts';

/** Airtime's payment mode. */
export const AIRTIME_MODE = 'AIRTIME';

/** The airtime balance among the balances of a line. */
export function airtimeBalance(result: QueryBalanceResult): number {
  return (result.queryBalanceResult ?? [])
    .filter((item) => item.serviceType === 'AIRTIME')
    .reduce((sum, item) => sum + (Number(item.balance) || 0), 0);
}

/** What the actors read at call time (props may change after mount). */
export interface AirtimeDeps {
  current: {
    session: PaymentSessionData;
    charge: Charge;
    enterprise?: EnterpriseBroadbandFlag | null;
  };
}

/** The airtime machine with real calls; side-effect actions are added by the screen. */
export function airtimeWithCalls(deps: AirtimeDeps) {
  return airtimeMachine.provide({
    actors: {
      otp: paymentOtpMachine('airtime'),
      fetchAirtimeBalance: fromPromise<
        Outcome<{ balance: number }>,
        { paymentMobile: string; auth: PaymentAuth | null }
      >(
        tracked(
          'airtime',
          'balance',
          async ({ input }: { input: { paymentMobile: string; auth: PaymentAuth | null } }) => {
            const outcome = await queryBalance(input.paymentMobile, input.auth?.uniqueCode ?? '');
            return outcome.ok
              ? { ok: true as const, result: { balance: airtimeBalance(outcome.result) } }
              : outcome;
          },
        ),
      ),
      initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(
        tracked('airtime', 'initiate', ({ input }: { input: InitiateInput }) =>
          initiate(
            buildInitiation(
              deps.current.session,
              deps.current.charge,
              {
                method: 'airtime',
                paymentMode: AIRTIME_MODE,
                paymentMobile: input.paymentMobile,
                emailId: input.email,
                uniqueCode: input.auth?.uniqueCode,
              },
              deps.current.enterprise,
            ),
          ),
        ),
      ),
      processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(
        tracked('airtime', 'process', ({ input }: { input: ProcessInput }) =>
          process(buildProcess(input.transactionId, AIRTIME_MODE, input.paymentMobile)),
        ),
      ),
      fetchStatus: statusActor('airtime'),
    },
  });
}
