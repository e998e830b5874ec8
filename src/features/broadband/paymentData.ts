/**
 * What the broadband pages hand to the payment pages (spec section 3, payment session data): a
 * router bundle on /data-bundle, an amount on /broadband-recharge.
 */
import type { Bundle } from '../../api/wire.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

export const DATA_BUNDLE_PAGE = '/data-bundle';
export const BROADBAND_RECHARGE_PAGE = '/broadband-recharge';

/** requestType of the broadband data-balance check (an OTP goes to the line first). */
export const BALANCE_REQUEST_TYPE = 'BROADBAND_DATA_BALANCE';

const CURRENCY = 'TZS';

/** A confirmed line: its 9 digits and line type. */
export interface BroadbandLine {
  msisdn: string;
  lineType: string;
}

/** Payment data of a chosen router bundle. */
export function bundlePayment(line: BroadbandLine, bundle: Bundle): PaymentSessionData {
  const amount = Number(bundle.amount);
  return {
    msisdn: line.msisdn,
    amount,
    lineType: line.lineType,
    transactionType: 'PREPAID_BUNDLES',
    productCode: bundle.productCode,
    description: bundle.description,
    currency: bundle.currency || CURRENCY,
    redirectPage: DATA_BUNDLE_PAGE,
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

/** Payment data of a broadband recharge amount. */
export function rechargePayment(line: BroadbandLine, amount: number): PaymentSessionData {
  return {
    msisdn: line.msisdn,
    amount,
    lineType: line.lineType,
    transactionType: 'PREPAID_RECHARGE',
    currency: CURRENCY,
    redirectPage: BROADBAND_RECHARGE_PAGE,
    rechargeType: 'Broadband Recharge',
  };
}
