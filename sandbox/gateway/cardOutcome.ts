/** Records what the card holder did at the gateway or in the Paystack stand-in. */
import type { DatabaseSync } from 'node:sqlite';
import { settle } from '../core/settle.ts';
import { findTxn, updateTxn } from '../store/transactions.ts';

export const DECLINED_REASON = 'Card declined by the issuer';

/** status: 'success' | 'approved' -> settled; 'declined' | 'failed' -> FAILED; else CANCELLED. */
export function recordCardOutcome(
  db: DatabaseSync,
  tid: string,
  status: string,
  pnrId?: string,
): void {
  const row = findTxn(db, tid);
  if (!row || row.status === 'SUCCESS' || row.status === 'FAILED' || row.status === 'CANCELLED')
    return;
  const outcome = status.toLowerCase();
  const mode = row.processed_mode ?? 'PG';
  if (pnrId) updateTxn(db, tid, { status: row.status, pnrId });
  if (outcome === 'success' || outcome === 'approved' || outcome === 'successful')
    settle(db, row, mode);
  else if (outcome === 'declined' || outcome === 'failed')
    updateTxn(db, tid, { status: 'FAILED', statusReason: DECLINED_REASON, processedMode: mode });
  else
    updateTxn(db, tid, {
      status: 'CANCELLED',
      statusReason: 'Cancelled by the customer',
      processedMode: mode,
    });
}
