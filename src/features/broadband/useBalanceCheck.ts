import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../machines/outcome.ts';
import { queryBalance, requestBalanceCheck } from '../../api/portal.api.ts';
import type { BalanceItem } from '../../api/wire.ts';
import { balanceCheckMachine } from '../../../machines/balanceCheck.machine.ts';
import { otpActors, resendPaymentCode, verifyPaymentCode } from '../../otp/otpActors.ts';
import { BALANCE_REQUEST_TYPE } from './paymentData.ts';

/**
 * The OTP of the balance check: the balance request itself sends it (its txnRefId is the OTP's
 * id); resend and verify are the payment OTP calls, whose uniqueCode unlocks the balance query.
 */
const balanceOtp = otpActors({
  send: async ({ msisdn }) => {
    const outcome = await requestBalanceCheck(msisdn, BALANCE_REQUEST_TYPE);
    return outcome.ok ? { ok: true, result: { id: outcome.result.txnRefId } } : outcome;
  },
  resend: resendPaymentCode,
  verify: verifyPaymentCode,
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
