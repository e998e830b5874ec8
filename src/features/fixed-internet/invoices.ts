/**
 * Pure helpers of the fixed-internet page: which invoice is overdue, how dates read in the chosen
 * language, and the payment session an invoice hands to the payment pages (BILL-11).
 */
import type { Invoice } from '../../api/wire.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

/** Where 'Return' on the status page brings the customer back to. */
export const FIXED_INTERNET_PAGE = '/orp/fixed-internet';

/** Who pays the account: the numbers the lookup names, and the e-mail the customer typed. */
export interface InvoiceContact {
  lineNumber?: string;
  contactPersonMsisdn?: string;
  /** The e-mail the account was looked up with; the card form starts from it. */
  email?: string;
}

/** A calendar date 'YYYY-MM-DD' (or a full ISO stamp) as a UTC day number; NaN when unreadable. */
function utcDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * Overdue when the server says so, or when the due date is before `today`: the status text alone
 * is not trusted, because a bill can pass its due date between two status refreshes.
 */
export function isOverdue(
  invoice: Pick<Invoice, 'invoiceStatus' | 'dueDate'>,
  today: Date,
): boolean {
  if (/overdue/i.test(invoice.invoiceStatus ?? '')) return true;
  const due = utcDay(invoice.dueDate ?? '');
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Number.isFinite(due) && due < now;
}

/** The Intl locale of a portal language ('EN' | 'SW'). */
export const localeOf = (language: string): string =>
  language.toUpperCase() === 'SW' ? 'sw-TZ' : 'en-TZ';

/**
 * A server date in the chosen language ("12 Mar 2026", "12 Mac 2026"). Read as a calendar day in
 * UTC so the date never shifts by the browser's time zone; unreadable text is shown as sent.
 */
export function formatDate(value: string, language: string): string {
  const day = utcDay(value ?? '');
  if (!Number.isFinite(day)) return value ?? '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The 9 national digits of a number the server may send with 255 or 0 in front; '' when none. */
export function nationalMsisdn(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(-9) : '';
}

/** The number the payment is made for: the contact person's, else the account's line. */
export function payerMsisdn(contact: InvoiceContact): string {
  return nationalMsisdn(contact.contactPersonMsisdn) || nationalMsisdn(contact.lineNumber);
}

/** The payment session of one invoice; null when the lookup named no usable number or amount. */
export function invoicePayment(
  invoice: Invoice,
  contact: InvoiceContact,
): PaymentSessionData | null {
  const msisdn = payerMsisdn(contact);
  const amount = Number(invoice.outstandingAmount);
  if (!msisdn || !Number.isFinite(amount) || amount <= 0) return null;
  const emailId = contact.email?.trim();
  return {
    msisdn,
    amount,
    // Enterprise accounts are billed after use; the payment options are those of a postpaid line.
    lineType: 'POSTPAID',
    transactionType: 'POSTPAID_BILL',
    rechargeType: 'FIXED INTERNET BILL PAYMENT',
    currency: invoice.currency || 'TZS',
    redirectPage: FIXED_INTERNET_PAGE,
    invoiceDetail: {
      accountNo: invoice.accountNo,
      invoiceNo: invoice.invoiceNo,
      billingStartDate: invoice.billingStartDate,
      billingEndDate: invoice.billingEndDate,
      dueDate: invoice.dueDate,
    },
    // The customer already typed the account's e-mail; asking for it again in the card form
    // would be a second chance to mistype it.
    ...(emailId ? { emailId } : {}),
  };
}
