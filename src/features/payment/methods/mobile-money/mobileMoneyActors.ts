/** The real calls of mobile money: OTP (with username and mode), initiate, push process, PIN, status. */
import { fromPromise } from 'xstate';
import { mobileMoneyMachine } from '../../../../../machines/mobileMoney.machine.ts';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import { authInitiate, initiate, process } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import { paymentOtpMachine, statusActor } from '../shared/paymentActors.ts';
import { authToken, buildInitiation, buildProcess, type Charge } from '../shared/paymentPayload.ts';
import { pinMachineWithCalls } from '../shared/pinActors.ts';
import { tracked } from '../shared/tracking.ts';

/** What the actors read at call time. */
export interface MobileMoneyDeps {
  current: {
    session: PaymentSessionData;
    charge: Charge;
    enterprise?: EnterpriseBroadbandFlag | null;
    paymentMode: string;
    paymentMobile: string;
  };
}

/** The mobile-money machine with real calls; side-effect actions are added by the screen. */
export function mobileMoneyWithCalls(deps: MobileMoneyDeps) {
  const paymentMobile = () => deps.current.paymentMobile;
  return mobileMoneyMachine.provide({
    actors: {
      otp: paymentOtpMachine('mobile_money', {
        paymentMode: deps.current.paymentMode,
        username: paymentMobile,
      }),
      pin: pinMachineWithCalls('mobile_money', {
        paymentMode: deps.current.paymentMode,
        paymentMobile,
      }),
      initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(
        tracked('mobile_money', 'initiate', ({ input }: { input: InitiateInput }) => {
          const { session, charge, paymentMode } = deps.current;
          const payload = buildInitiation(
            session,
            charge,
            {
              method: 'AM',
              paymentMode,
              paymentMobile: input.paymentMobile,
              uniqueCode: input.auth?.uniqueCode,
            },
            deps.current.enterprise,
          );
          const token = authToken(input.auth);
          // The PIN variant initiates with the OTP's token; the push variant has none.
          return token ? authInitiate(payload, token) : initiate(payload);
        }),
      ),
      processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(
        tracked('mobile_money', 'process', ({ input }: { input: ProcessInput }) =>
          process(buildProcess(input.transactionId, deps.current.paymentMode, input.paymentMobile)),
        ),
      ),
      fetchStatus: statusActor('mobile_money'),
    },
  });
}
