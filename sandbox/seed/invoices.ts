/** Fixed-internet accounts of the test data. Due dates are relative to today, so one stays overdue. */
import type { Invoice } from '../../src/api/wire.ts';

const DAY = 86_400_000;
const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export const INVOICE_ACCOUNT = {
  accountNo: 'PE0000000001',
  email: 'billing@example.co.tz',
  lineNumber: '222000001',
  contactPersonMsisdn: '712000001',
};
export const EMPTY_ACCOUNT = 'EP0000000002';

/** One overdue invoice and two not yet due, in TZS. */
export function openInvoicesOf(accountNo: string): Invoice[] {
  const row = (n: number, start: number, due: number, amount: number, status: string): Invoice => ({
    accountNo,
    invoiceNo: `INV-2026-00${n}`,
    billingStartDate: isoDate(start),
    billingEndDate: isoDate(start + 29),
    dueDate: isoDate(due),
    currency: 'TZS',
    outstandingAmount: amount,
    invoiceStatus: status,
  });
  return [
    row(1, -75, -10, 350000, 'OVERDUE'),
    row(2, -45, 5, 350000, 'OPEN'),
    row(3, -15, 35, 412500, 'OPEN'),
  ];
}
