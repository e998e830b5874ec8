/**
 * The payment session data a page hands to the payment pages (PAY-23), built in one place
 * for every page that sells airtime, a bill, a recharge or a bundle: the page only says who it is
 * (`PaymentPage`), the builder fills in the rest the same way for all.
 */
import type { Bundle } from '../api/wire.ts';
import type { PaymentSessionData } from './paymentSession.ts';

/** The page a payment starts from: where the status page leads back to, and its payment labels. */
export interface PaymentPage {
  redirectPage: string;
  /** transactionType and rechargeType of an amount paid on this page. */
  transactionType: string;
  rechargeType: string;
  /** transactionType of a bundle bought on this page. */
  bundleTransactionType: string;
}

/** The confirmed line that pays: its 9 digits and line type. */
export interface PayingLine {
  msisdn: string;
  lineType: string;
}

const CURRENCY = 'TZS';

/** Payment data of a plain amount (airtime, a bill, a broadband recharge). */
export function amountPayment(
  page: PaymentPage,
  line: PayingLine,
  amount: number,
): PaymentSessionData {
  return {
    msisdn: line.msisdn,
    amount,
    lineType: line.lineType,
    transactionType: page.transactionType,
    currency: CURRENCY,
    redirectPage: page.redirectPage,
    rechargeType: page.rechargeType,
  };
}

/**
 * Payment data of a chosen bundle: its price, code and plan details for the payment summary. A
 * dual-currency product (listed by get-product-config) also carries enableDualCurrency and its USD
 * amount (amount / 100, PAY-6), so /payment/start offers the USD/CDF switch.
 */
export function bundlePayment(
  page: PaymentPage,
  line: PayingLine,
  bundle: Bundle,
  dualCurrency = false,
): PaymentSessionData {
  const amount = Number(bundle.amount);
  return {
    ...(dualCurrency ? { enableDualCurrency: true, usdAmount: amount / 100 } : {}),
    msisdn: line.msisdn,
    amount,
    lineType: line.lineType,
    transactionType: page.bundleTransactionType,
    productCode: bundle.productCode,
    description: bundle.description,
    currency: bundle.currency || CURRENCY,
    redirectPage: page.redirectPage,
    rechargeType: 'BUNDLE PURCHASE',
    data: bundle.data,
    dataUnit: bundle.dataUnit,
    bundleInfo: {
      description: bundle.description,
      data: bundle.data,
      dataUnit: bundle.dataUnit,
      amount,
      lineType: bundle.lineType || line.lineType,
    },
  };
}
