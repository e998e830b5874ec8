/**
 * What a recharge page hands to the payment pages (spec section 3, payment session data): one
 * builder per way of paying, so the page only says which one.
 */
import type { Bundle } from '../../api/wire.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

/** The two recharge pages. */
export type RechargeKind = 'prepaid' | 'postpaid';

/** What the line machine's `goToPayment` action carries. */
export interface PayRequest {
  msisdn: string;
  lineType: string;
  amount: number;
}

const CURRENCY = 'TZS';

const PAGE: Record<
  RechargeKind,
  {
    redirectPage: string;
    transactionType: string;
    rechargeType: string;
    bundleTransactionType: string;
  }
> = {
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
  const page = PAGE[kind];
  return {
    msisdn: pay.msisdn,
    amount: pay.amount,
    lineType: pay.lineType,
    transactionType: page.transactionType,
    currency: CURRENCY,
    redirectPage: page.redirectPage,
    rechargeType: page.rechargeType,
  };
}

/**
 * Payment data of a chosen bundle: its price, code and plan details for the payment summary. A
 * dual-currency product (listed by get-product-config) also carries enableDualCurrency and its USD
 * amount (amount / 100, spec section 5), so /payment/start offers the USD/CDF switch.
 */
export function bundlePayment(
  kind: RechargeKind,
  pay: Omit<PayRequest, 'amount'>,
  bundle: Bundle,
  dualCurrency = false,
): PaymentSessionData {
  const amount = Number(bundle.amount);
  return {
    ...(dualCurrency ? { enableDualCurrency: true, usdAmount: amount / 100 } : {}),
    msisdn: pay.msisdn,
    amount,
    lineType: pay.lineType,
    transactionType: PAGE[kind].bundleTransactionType,
    productCode: bundle.productCode,
    description: bundle.description,
    currency: bundle.currency || CURRENCY,
    redirectPage: PAGE[kind].redirectPage,
    rechargeType: 'BUNDLE PURCHASE',
    data: bundle.data,
    dataUnit: bundle.dataUnit,
    bundleInfo: {
      description: bundle.description,
      data: bundle.data,
      dataUnit: bundle.dataUnit,
      amount,
      lineType: bundle.lineType || pay.lineType,
    },
  };
}
