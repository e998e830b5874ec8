/**
 * Which verified OTP session authorised which transaction: a transaction is bound to the first
 * session whose token initiated or processed it, and a session to every transaction it did.
 */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';
import type { TxnRow } from './transactions.ts';

/** Binds the transaction to the OTP session, unless it is already bound (to it or another). */
export function bindToOtp(db: DatabaseSync, otpId: string, transactionId: string): void {
  statement(db, 'INSERT OR IGNORE INTO otp_payments (transaction_id, otp_id) VALUES (?, ?)').run(
    transactionId,
    otpId,
  );
}

/** The OTP session the transaction is bound to, if any. */
export function otpOf(db: DatabaseSync, transactionId: string): string | undefined {
  const row = statement(db, 'SELECT otp_id FROM otp_payments WHERE transaction_id = ?').get(
    transactionId,
  ) as { otp_id: string } | undefined;
  return row?.otp_id;
}

/** The transactions the OTP session authorised. */
export function transactionsOf(db: DatabaseSync, otpId: string): TxnRow[] {
  return statement(
    db,
    'SELECT t.* FROM otp_payments p JOIN transactions t ON t.id = p.transaction_id WHERE p.otp_id = ?',
  ).all(otpId) as unknown as TxnRow[];
}
