import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  otpMachine,
  type OtpFamily,
  type OtpInput,
  type OtpSendResult,
  type OtpVerifyResult,
} from '../../../machines/otp.machine.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import { resendPaymentOtp, verifyPaymentOtp } from '../../api/otp.api.ts';
import { queryBalance, requestBalanceCheck } from '../../api/portal.api.ts';
import type { BalanceItem } from '../../api/wire.ts';
import { balanceCheckMachine } from '../../../machines/balanceCheck.machine.ts';
import { BALANCE_REQUEST_TYPE } from './paymentData.ts';

/**
 * The OTP of the balance check: the balance request itself sends it (its txnRefId is the OTP's
 * id); resend and verify are the payment OTP calls, whose uniqueCode unlocks the balance query.
 */
const balanceOtp = otpMachine.provide({
  actors: {
    sendOtp: fromPromise<Outcome<OtpSendResult>, OtpInput>(async ({ input }) => {
      const outcome = await requestBalanceCheck(input.msisdn, BALANCE_REQUEST_TYPE);
      return outcome.ok ? { ok: true, result: { id: outcome.result.txnRefId } } : outcome;
    }),
    resendOtp: fromPromise<Outcome<OtpSendResult>, { family: OtpFamily; id: string }>(
      async ({ input }) => {
        const outcome = await resendPaymentOtp(input.id);
        return outcome.ok
          ? { ok: true, result: { id: outcome.result?.refId || input.id } }
          : outcome;
      },
    ),
    verifyOtp: fromPromise<
      Outcome<OtpVerifyResult>,
      { family: OtpFamily; id: string; otp: string }
    >(({ input }) => verifyPaymentOtp({ refId: input.id, otp: input.otp })),
  },
});

const queryActor = fromPromise<
  Outcome<{ queryBalanceResult: BalanceItem[] }>,
  { msisdn: string; uniqueCode: string }
>(({ input }) => queryBalance(input.msisdn, input.uniqueCode));

/** The balance-check statechart with the real calls. */
export function useBalanceCheck() {
  return useMachine(
    balanceCheckMachine.provide({ actors: { otp: balanceOtp, queryBalance: queryActor } }),
  );
}
