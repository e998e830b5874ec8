import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/wire.ts';
import { formatDate, invoicePayment, isOverdue, payerMsisdn } from './invoices.ts';

const today = new Date(2026, 2, 20);
const invoice: Invoice = {
  accountNo: 'PE0000000001',
  invoiceNo: 'INV-1',
  billingStartDate: '2026-02-01',
  billingEndDate: '2026-02-28',
  dueDate: '2026-03-25',
  currency: 'TZS',
  outstandingAmount: 1000,
  invoiceStatus: 'OPEN',
};

describe('fixed-internet invoices', () => {
  // BILL-10
  it('is overdue when the server says so or when the due date has passed', () => {
    expect(isOverdue(invoice, today)).toBe(false);
    expect(isOverdue({ ...invoice, invoiceStatus: 'Overdue' }, today)).toBe(true);
    expect(isOverdue({ ...invoice, dueDate: '2026-03-19' }, today)).toBe(true);
    expect(isOverdue({ ...invoice, dueDate: '2026-03-20' }, today)).toBe(false);
  });

  it('pays for the contact person, else the line number, as 9 national digits', () => {
    expect(payerMsisdn({ contactPersonMsisdn: '255712000001', lineNumber: '222000001' })).toBe(
      '712000001',
    );
    expect(payerMsisdn({ contactPersonMsisdn: '', lineNumber: '0222000001' })).toBe('222000001');
    expect(invoicePayment(invoice, { contactPersonMsisdn: '', lineNumber: '' })).toBeNull();
    expect(
      invoicePayment({ ...invoice, outstandingAmount: 0 }, { contactPersonMsisdn: '712000001' }),
    ).toBeNull();
  });

  // BILL-11
  it('hands the e-mail typed for the lookup to the payment pages', () => {
    expect(
      invoicePayment(invoice, {
        contactPersonMsisdn: '712000001',
        email: ' billing@example.co.tz ',
      })?.emailId,
    ).toBe('billing@example.co.tz');
    expect(invoicePayment(invoice, { contactPersonMsisdn: '712000001' })).not.toHaveProperty(
      'emailId',
    );
  });

  it('formats calendar dates in the chosen language without a time-zone shift', () => {
    expect(formatDate('2026-03-01', 'EN')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01', 'SW')).toMatch(/^1 Mac 2026$/);
    expect(formatDate('not a date', 'EN')).toBe('not a date');
  });
});
