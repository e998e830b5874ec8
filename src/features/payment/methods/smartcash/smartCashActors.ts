/** The real calls of SmartCash: OTP, authorised initiation (id + encryption key), PIN, status. */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import { smartCashMachine } from '../../../../../machines/smartCash.machine.ts';
import { authInitiate, authProcess } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import { paymentOtpMachine, statusActor } from '../shared/paymentActors.ts';
import { authToken, buildInitiation, buildProcess, type Charge } from '../shared/paymentPayload.ts';
import { pinMachineWithCalls } from '../shared/pinActors.ts';
import { tracked } from '../shared/tracking.ts';

/** SmartCash's option code, used as its payment mode. */
export const SMARTCASH_MODE = 'SMARTCASH_SECURE';

/** What the actors read at call time. */
export interface SmartCashDeps {
  current: {
    session: PaymentSessionData;
    charge: Charge;
    enterprise?: EnterpriseBroadbandFlag | null;
    paymentMode: string;
    paymentMobile: string;
  };
}

const noToken: Outcome<never> = { ok: false, code: 'generic', message: '' };

/** The SmartCash machine with real calls; side-effect actions are added by the screen. */
export function smartCashWithCalls(deps: SmartCashDeps) {
  const paymentMobile = () => deps.current.paymentMobile;
  return smartCashMachine.provide({
    actors: {
      otp: paymentOtpMachine('smartcash', {
        paymentMode: deps.current.paymentMode,
        username: paymentMobile,
      }),
      pin: pinMachineWithCalls('smartcash', {
        paymentMode: deps.current.paymentMode,
        paymentMobile,
      }),
      initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(
        tracked('smartcash', 'initiate', async ({ input }: { input: InitiateInput }) => {
          const token = authToken(input.auth);
          if (!token) return noToken;
          const { session, charge, paymentMode } = deps.current;
          return authInitiate(
            buildInitiation(
              session,
              charge,
              {
                method: 'smartcash',
                paymentMode,
                paymentMobile: input.paymentMobile,
                uniqueCode: input.auth?.uniqueCode,
              },
              deps.current.enterprise,
            ),
            token,
          );
        }),
      ),
      // Unused by the SmartCash chart (the PIN machine processes); provided so nothing is left a placeholder.
      processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(async ({ input }) => {
        const token = authToken(input.auth);
        return token
          ? authProcess(
              buildProcess(input.transactionId, deps.current.paymentMode, input.paymentMobile),
              token,
            )
          : noToken;
      }),
      fetchStatus: statusActor('smartcash'),
    },
  });
}
