/**
 * The card transaction of this tab that was initiated but has not reached the status page yet.
 * Kept in session storage so that Back from the gateway (or a reload) resumes it instead of
 * initiating a second one. Holds an id only: no card data, email or PIN.
 */
import type { PaymentSessionData } from '../../../session/paymentSession.ts';

export const PENDING_TRANSACTION_KEY = 'paymentPendingTransaction';

interface Pending {
  payment: string;
  transactionId: string;
}

/** Which payment a pending transaction belongs to (a new payment from a recharge page differs). */
export function paymentFingerprint(
  session: PaymentSessionData,
  charge: { amount: number; currency: string },
): string {
  return [
    session.msisdn,
    session.transactionType,
    session.productCode ?? '',
    session.invoiceDetail?.invoiceNo ?? '',
    charge.amount,
    charge.currency,
  ].join('|');
}

/** Remembers the transaction just initiated for this payment. */
export function savePendingTransaction(payment: string, transactionId: string): void {
  try {
    sessionStorage.setItem(
      PENDING_TRANSACTION_KEY,
      JSON.stringify({ payment, transactionId } satisfies Pending),
    );
  } catch {
    // Storage full or blocked: the machine still refuses a second submit on this page.
  }
}

/** The pending transaction id of this payment, if any. */
export function loadPendingTransaction(payment: string): string | undefined {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(PENDING_TRANSACTION_KEY) ?? 'null',
    ) as Partial<Pending> | null;
    return parsed &&
      parsed.payment === payment &&
      typeof parsed.transactionId === 'string' &&
      parsed.transactionId
      ? parsed.transactionId
      : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the pending transaction once its status page has shown it. */
export function clearPendingTransaction(transactionId: string): void {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(PENDING_TRANSACTION_KEY) ?? 'null',
    ) as Partial<Pending> | null;
    if (parsed?.transactionId === transactionId) sessionStorage.removeItem(PENDING_TRANSACTION_KEY);
  } catch {
    sessionStorage.removeItem(PENDING_TRANSACTION_KEY);
  }
}
