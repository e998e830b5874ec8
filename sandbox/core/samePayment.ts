/**
 * What makes one payment: a replay must name the same amount, numbers, product and method, or it
 * is a different payment under a reused key (issue 13 item 3) and is refused, never answered with
 * the first transaction. The same list says which payment an OTP token consented to (issue 30
 * item 6, core/tokenSpend.ts).
 */
import { text } from './route.ts';
import { payloadOf } from './settle.ts';
import type { TxnRow } from '../store/transactions.ts';

const SAME_PAYMENT = [
  'amount',
  'currencyCode',
  'mobileNumber',
  'paymentMobile',
  'productCode',
  'paymentMode',
  'paymentGateway',
  'transactionType',
  'invoiceNumber',
] as const;

/** True when `data` (an initiation's fields) names the payment `row` was initiated for. */
export function samePayment(row: TxnRow, data: Record<string, unknown>): boolean {
  const first = payloadOf(row);
  return SAME_PAYMENT.every((key) => text(first[key]) === text(data[key]));
}
