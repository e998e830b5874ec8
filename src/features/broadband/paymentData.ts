/**
 * What the broadband pages hand to the payment pages (PAY-23, payment session data): a
 * router bundle on /data-bundle, an amount on /broadband-recharge, built by
 * src/session/paymentData.ts from each page's labels.
 */
import type { Bundle } from '../../api/wire.ts';
import * as session from '../../session/paymentData.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

/** requestType of the broadband data-balance check (an OTP goes to the line first). */
export const BALANCE_REQUEST_TYPE = 'BROADBAND_DATA_BALANCE';

/** Both broadband pages pay with the prepaid transaction types. */
const PREPAID_LABELS = {
  transactionType: 'PREPAID_RECHARGE',
  bundleTransactionType: 'PREPAID_BUNDLES',
} as const;

const DATA_BUNDLE: session.PaymentPage = {
  ...PREPAID_LABELS,
  redirectPage: '/data-bundle',
  rechargeType: 'BUNDLE PURCHASE',
};

const BROADBAND_RECHARGE: session.PaymentPage = {
  ...PREPAID_LABELS,
  redirectPage: '/broadband-recharge',
  rechargeType: 'Broadband Recharge',
};

/** Payment data of a chosen router bundle. */
export function bundlePayment(line: session.PayingLine, bundle: Bundle): PaymentSessionData {
  return session.bundlePayment(DATA_BUNDLE, line, bundle);
}

/** Payment data of a broadband recharge amount. */
export function rechargePayment(line: session.PayingLine, amount: number): PaymentSessionData {
  return session.amountPayment(BROADBAND_RECHARGE, line, amount);
}
