/**
 * One factory for the calls every wallet machine (airtime, MPESA, mobile money, SmartCash) makes:
 * initiate, process and the status look-up, plus the OTP and PIN children of the PIN flows. The
 * methods differ only in the values a {@link WalletCalls} names, so a change to the payload or the
 * tracking is made once.
 */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import { authInitiate, authProcess, initiate, process } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import type { MethodType } from '../types.ts';
import { paymentOtpMachine, statusActor } from './paymentActors.ts';
import { authToken, buildInitiation, buildProcess, type Charge } from './paymentPayload.ts';
import { pinMachineWithCalls } from './pinActors.ts';
import { tracked, type MethodName } from './tracking.ts';

/** What the actors read at call time (props may change after mount). */
export interface WalletDeps {
  current: {
    session: PaymentSessionData;
    charge: Charge;
    enterprise?: EnterpriseBroadbandFlag | null;
    /** The option's payment mode, for the methods whose mode comes from the option code. */
    paymentMode?: string;
    /** The wallet number being paid from (PIN flows send it with the OTP and the PIN). */
    paymentMobile?: string;
  };
}

/**
 * How the OTP token is used: `none` (MPESA: plain calls), `ifAny` (mobile money: the PIN variant
 * initiates with the OTP's token, the push variant has none), `required` (airtime, SmartCash: no
 * call without it; both auth variants).
 */
export type TokenUse = 'none' | 'ifAny' | 'required';

/** What tells one wallet method's calls from another's. */
export interface WalletCalls {
  /** The method as analytics names it. */
  tracking: MethodName;
  /** The option type, which picks the transaction type. */
  type: MethodType;
  /** A fixed payment mode; without it the option's mode in the deps is used. */
  mode?: string;
  token: TokenUse;
}

const noToken: Outcome<never> = { ok: false, code: 'generic', message: '' };

/** `initiatePayment`, `processPayment` and `fetchStatus` of one wallet method. */
export function walletActors(deps: WalletDeps, calls: WalletCalls) {
  const mode = () => calls.mode ?? deps.current.paymentMode ?? '';
  return {
    initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(
      tracked(calls.tracking, 'initiate', async ({ input }: { input: InitiateInput }) => {
        const token = authToken(input.auth);
        if (calls.token === 'required' && !token) return noToken;
        const { session, charge, enterprise } = deps.current;
        const payload = buildInitiation(
          session,
          charge,
          {
            method: calls.type,
            paymentMode: mode(),
            paymentMobile: input.paymentMobile,
            emailId: input.email,
            uniqueCode: input.auth?.uniqueCode,
          },
          enterprise,
        );
        return token && calls.token !== 'none' ? authInitiate(payload, token) : initiate(payload);
      }),
    ),
    processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(
      tracked(calls.tracking, 'process', async ({ input }: { input: ProcessInput }) => {
        const payload = buildProcess(input.transactionId, mode(), input.paymentMobile);
        if (calls.token !== 'required') return process(payload);
        // Airtime processes here; SmartCash's chart processes through the PIN machine, and this
        // is its authorised twin.
        const token = authToken(input.auth);
        return token ? authProcess(payload, token) : noToken;
      }),
    ),
    fetchStatus: statusActor(calls.tracking),
  };
}

/** The OTP (with wallet number and mode) and PIN children of the PIN flows. */
export function pinFlowActors(deps: WalletDeps, tracking: MethodName) {
  const paymentMode = deps.current.paymentMode ?? '';
  const paymentMobile = () => deps.current.paymentMobile ?? '';
  return {
    otp: paymentOtpMachine(tracking, { paymentMode, username: paymentMobile }),
    pin: pinMachineWithCalls(tracking, { paymentMode, paymentMobile }),
  };
}
