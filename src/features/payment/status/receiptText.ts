/**
 * RCPT-2, RCPT-3, RCPT-4: the text of a payment receipt that a payer shares or copies, built from
 * the transaction the status page shows. Pure: the page's `t`, language and the moment it learned
 * the outcome come in, so EN and SW, the masking and the WhatsApp link are unit-tested here.
 */
import type { TransactionResult } from '../../../api/wire.ts';
import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { dateLocale, displayMsisdn } from '../shared/texts.ts';

/** i18next's `t` as the builder uses it: key, English default, interpolation values. */
export type ReceiptT = (key: string, fallback: string, values: Record<string, string>) => string;

/** What the receipt is built from. */
export interface ReceiptInput {
  kind: Exclude<StatusOutcomeKind, 'processing'>;
  /** Read as the status page got it: a missing or odd currency or number still makes a receipt. */
  result: Pick<TransactionResult, 'transactionId' | 'amount'> &
    Partial<Record<'currencyCode' | 'mobileNumber' | 'msisdn', string>>;
  /** The portal language, 'EN' or 'SW'. */
  language: string;
  /** When the page learned the outcome (the operator's answer carries no date: decision #122). */
  at: Date;
}

/** How many trailing digits of the number a shared receipt keeps. */
export const VISIBLE_DIGITS = 3;

/**
 * RCPT-3: '712000001' (or '255712000001', '0712000001') -> '+255 ******001': every digit of the
 * national number but the last 3 becomes a star, so a shared receipt does not give the number away.
 */
export function maskMsisdn(msisdn: string | undefined): string {
  const shown = displayMsisdn(msisdn);
  if (!shown) return '';
  // displayMsisdn gives '+255 <national>': only the part after the space is masked.
  const national = shown.slice(shown.indexOf(' ') + 1);
  const hidden = Math.max(national.length - VISIBLE_DIGITS, 0);
  return `${shown.slice(0, -national.length)}${'*'.repeat(hidden)}${national.slice(hidden)}`;
}

/** RCPT-2: the date and time in the page's language, at the operator's clock (Dar es Salaam). */
export function formatReceiptDate(at: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    // A long month reads in the page's language ('Novemba'); a short one is 'Nov' in both.
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Dar_es_Salaam',
  }).format(at);
}

/** The receipt's title (the share sheet's title). */
export function receiptTitle(t: ReceiptT): string {
  return t('receipt.title', 'Twiga payment receipt', {});
}

/**
 * RCPT-2: title, then one line each for transaction id, amount with currency, masked number, date
 * and result, in the page's language. A value the transaction lacks leaves its line out.
 */
export function buildReceiptText(
  t: ReceiptT,
  { kind, result, language, at }: ReceiptInput,
): string {
  const amount = Number.isFinite(result.amount)
    ? formatMoney(result.amount, result.currencyCode || 'TZS', language)
    : '';
  const mobile = maskMsisdn(result.mobileNumber ?? result.msisdn);
  const outcome =
    kind === 'success'
      ? t('receipt.success', 'Successful', {})
      : t('receipt.failed', 'Unsuccessful', {});
  const lines: [key: string, fallback: string, value: string][] = [
    ['receipt.id', 'Transaction ID: {{value}}', result.transactionId],
    ['receipt.amount', 'Amount: {{value}}', amount],
    ['receipt.mobile', 'Mobile number: {{value}}', mobile],
    ['receipt.date', 'Date: {{value}}', formatReceiptDate(at, language)],
    ['receipt.result', 'Result: {{value}}', outcome],
  ];
  return [
    receiptTitle(t),
    ...lines.flatMap(([key, fallback, value]) => (value ? [t(key, fallback, { value })] : [])),
  ].join('\n');
}

/** RCPT-4: the WhatsApp link that opens a chat with `text` ready to send. */
export function whatsappLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
