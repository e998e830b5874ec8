/** Pure rules of the status page (PAY-13, PAY-14, PAY-17, PAY-20): heading, message, type label, HBB variant. */
import type { TransactionResult } from '../../../api/wire.ts';
import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';
import { spaced } from '../shared/texts.ts';

/** Translation key and English default of a text. */
export interface Text {
  key: string;
  fallback: string;
}

/** Heading: 'Thank you', 'In Processing', or the raw status (untranslated: it is the server's word). */
export function headingOf(kind: StatusOutcomeKind, status: string): Text | { raw: string } {
  if (kind === 'success') return { key: 'status.thankYou', fallback: 'Thank you' };
  if (kind === 'processing') return { key: 'status.inProcessing', fallback: 'In Processing' };
  return { raw: status };
}

/** The word after the mobile number: 'Successful.', 'In Processing.' or 'Unsuccessful.'. */
export function outcomeWord(kind: StatusOutcomeKind): Text {
  if (kind === 'success') return { key: 'status.successful', fallback: 'Successful.' };
  if (kind === 'processing') return { key: 'status.processingWord', fallback: 'In Processing.' };
  return { key: 'status.unsuccessful', fallback: 'Unsuccessful.' };
}

/** POSTPAID_BILL with an invoice number is a fixed-internet bill; otherwise underscores become spaces. */
export function paymentTypeOf(
  result: Pick<TransactionResult, 'transactionType' | 'invoiceNumber'>,
): Text | { raw: string } {
  if (result.transactionType === 'POSTPAID_BILL' && result.invoiceNumber) {
    return { key: 'status.fixedInternet', fallback: 'FIXED INTERNET BILL PAYMENT' };
  }
  return { raw: spaced(result.transactionType) };
}

/** Lead transaction types: the status page shows the home-broadband variant for them. */
export const LEAD_TRANSACTION_TYPES = ['HBB_LEADS', 'HBB_AIRTIME'];

export function isHomeBroadband(result: Pick<TransactionResult, 'transactionType'>): boolean {
  return LEAD_TRANSACTION_TYPES.includes(result.transactionType);
}
