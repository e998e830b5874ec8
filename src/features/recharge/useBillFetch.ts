import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  billFetchMachine,
  type BillPayParams,
  type FetchBillInput,
} from '../../../machines/billFetch.machine.ts';
import {
  otpMachine,
  type OtpFamily,
  type OtpInput,
  type OtpSendResult,
  type OtpVerifyResult,
} from '../../../machines/otp.machine.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import { resendInvoiceOtp, sendInvoiceOtp, verifyInvoiceOtp } from '../../api/otp.api.ts';
import { getBill, getBillByAccount, validateAccount } from '../../api/portal.api.ts';

/** The invoice OTP with the real calls, shaped as the OTP machine's outcomes (`result.id`). */
const invoiceOtp = otpMachine.provide({
  actors: {
    sendOtp: fromPromise<Outcome<OtpSendResult>, OtpInput>(async ({ input }) => {
      const outcome = await sendInvoiceOtp(input.msisdn, '');
      return outcome.ok ? { ok: true as const, result: { id: outcome.result.otpId } } : outcome;
    }),
    resendOtp: fromPromise<Outcome<OtpSendResult>, { family: OtpFamily; id: string }>(
      async ({ input }) => {
        const outcome = await resendInvoiceOtp(input.id);
        return outcome.ok
          ? { ok: true as const, result: { id: outcome.result?.otpId || input.id } }
          : outcome;
      },
    ),
    verifyOtp: fromPromise<
      Outcome<OtpVerifyResult>,
      { family: OtpFamily; id: string; otp: string }
    >(async ({ input }) => {
      const outcome = await verifyInvoiceOtp(input.otp, input.id);
      return outcome.ok ? { ok: true as const, result: {} } : outcome;
    }),
  },
});

/** subscriber/v1/bill by OTP id, or by the account number the server accepted. */
function fetchBill(input: FetchBillInput) {
  return 'otpId' in input
    ? getBill(input.msisdn, input.otpId)
    : getBillByAccount(input.msisdn, input.accountNo);
}

/** The postpaid bill lookup statechart with the real calls; `onPay` stores the payment and navigates. */
export function useBillFetch(
  input: { msisdn: string; higherValueFeature: boolean },
  onPay: (params: BillPayParams) => void,
) {
  const machine = billFetchMachine.provide({
    actors: {
      otp: invoiceOtp,
      validateAccount: fromPromise<Outcome<unknown>, { msisdn: string; accountNo: string }>(
        async ({ input: req }) => validateAccount(req.msisdn, req.accountNo),
      ),
      fetchBill: fromPromise(async ({ input: req }: { input: FetchBillInput }) => fetchBill(req)),
    },
    actions: { goToPayment: (_, params: BillPayParams) => onPay(params) },
  });
  return useMachine(machine, { input });
}
