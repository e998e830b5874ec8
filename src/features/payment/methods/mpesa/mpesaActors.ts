/** The real calls of MPESA: initiate, process with mode MPESA (no PIN), status polls. */
import { fromPromise } from 'xstate';
import { mpesaMachine } from '../../../../../machines/mpesa.machine.ts';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import { initiate, process } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import { statusActor } from '../shared/paymentActors.ts';
import { buildInitiation, buildProcess, type Charge } from '../shared/paymentPayload.ts';
import { tracked } from '../shared/tracking.ts';

/** MPESA's payment mode (spec section 7). */
export const MPESA_MODE = 'MPESA';

/** What the actors read at call time. */
export interface MpesaDeps {
  current: {
    session: PaymentSessionData;
    charge: Charge;
    enterprise?: EnterpriseBroadbandFlag | null;
  };
}

/** The MPESA machine with real calls; side-effect actions are added by the screen. */
export function mpesaWithCalls(deps: MpesaDeps) {
  return mpesaMachine.provide({
    actors: {
      initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(
        tracked('mpesa', 'initiate', ({ input }: { input: InitiateInput }) =>
          initiate(
            buildInitiation(
              deps.current.session,
              deps.current.charge,
              {
                method: 'mpesa',
                paymentMode: MPESA_MODE,
                paymentMobile: input.paymentMobile,
                emailId: input.email,
              },
              deps.current.enterprise,
            ),
          ),
        ),
      ),
      processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(
        tracked('mpesa', 'process', ({ input }: { input: ProcessInput }) =>
          process(buildProcess(input.transactionId, MPESA_MODE, input.paymentMobile)),
        ),
      ),
      fetchStatus: statusActor('mpesa'),
    },
  });
}
