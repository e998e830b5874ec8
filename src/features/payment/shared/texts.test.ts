import { describe, expect, it } from 'vitest';
import { displayMsisdn, formatDate, spaced } from './texts.ts';
import {
  clearPendingTransaction,
  loadPendingTransaction,
  savePendingTransaction,
} from './pendingTransaction.ts';

describe('payment text helpers', () => {
  it('shows any stored form of a number as +255 and the 9 digits', () => {
    expect(displayMsisdn('712000001')).toBe('+255 712000001');
    expect(displayMsisdn('255712000001')).toBe('+255 712000001');
    expect(displayMsisdn('0712000001')).toBe('+255 712000001');
    expect(displayMsisdn(undefined)).toBe('');
  });

  // PAY-17
  it('turns underscores into spaces', () => {
    expect(spaced('POSTPAID_BILL_PAYMENT')).toBe('POSTPAID BILL PAYMENT');
  });

  it('formats dates on the day the server meant, and keeps unreadable text', () => {
    expect(formatDate('2026-02-15', 'EN')).toBe('15 Feb 2026');
    expect(formatDate('soon', 'EN')).toBe('soon');
  });
});

describe('pending card transaction', () => {
  it('belongs to one payment and is forgotten once its status is shown', () => {
    savePendingTransaction('payment-a', 'TXN1');
    expect(loadPendingTransaction('payment-a')).toBe('TXN1');
    expect(loadPendingTransaction('payment-b')).toBeUndefined();
    clearPendingTransaction('OTHER');
    expect(loadPendingTransaction('payment-a')).toBe('TXN1');
    clearPendingTransaction('TXN1');
    expect(loadPendingTransaction('payment-a')).toBeUndefined();
  });
});
