/**
 * What a recharge page hands to the payment pages (PAY-23, payment session data): the
 * page's labels, with the builders of src/session/paymentData.ts.
 */
import type { Bundle } from '../../api/wire.ts';
import * as session from '../../session/paymentData.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

/** The two recharge pages. */
export type RechargeKind = 'prepaid' | 'postpaid';

/** What the line machine's `goToPayment` action carries. */
export interface PayRequest {
  msisdn: string;
  lineType: string;
  amount: number;
}

const PAGE: Record<RechargeKind, session.PaymentPage> = {
  prepaid: {
    redirectPage: '/prepaid-recharge',
    transactionType: 'PREPAID_RECHARGE',
    rechargeType: 'PREPAID RECHARGE',
    bundleTransactionType: 'PREPAID_BUNDLES',
  },
  postpaid: {
    redirectPage: '/postpaid-bill-pay',
    transactionType: 'POSTPAID_BILL',
    rechargeType: 'POSTPAID BILL PAYMENT',
    bundleTransactionType: 'POSTPAID_BUNDLES',
  },
};

/** Payment data of a plain amount: airtime on the prepaid page, the bill on the postpaid page. */
export function amountPayment(kind: RechargeKind, pay: PayRequest): PaymentSessionData {
  return session.amountPayment(PAGE[kind], pay, pay.amount);
}

/** Payment data of a chosen bundle (a dual-currency one carries its USD amount too). */
export function bundlePayment(
  kind: RechargeKind,
  pay: Omit<PayRequest, 'amount'>,
  bundle: Bundle,
  dualCurrency = false,
): PaymentSessionData {
  return session.bundlePayment(PAGE[kind], pay, bundle, dualCurrency);
}
