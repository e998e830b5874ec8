import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  billFetchMachine,
  type BillPayParams,
  type FetchBillInput,
} from '../../../machines/billFetch.machine.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import { getBill, getBillByAccount, validateAccount } from '../../api/portal.api.ts';
import { invoiceOtpCalls, otpActors } from '../../otp/otpActors.ts';

/** The invoice OTP with the real calls. */
const invoiceOtp = otpActors(invoiceOtpCalls);

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
