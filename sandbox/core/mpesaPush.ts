/**
 * M-Pesa asks the payer (issue 30 item 5): the process call sends a push to the payer's phone and
 * the money moves only when that phone approves. Until then the payment waits: the status poll
 * sees IN_PROCESS (the spec's MPESA polling state, WAL-14) and the status page REQUEST_REGISTERED
 * (its refetch state). The sandbox's phones, per ../shared/sandbox-test-data.md and the README:
 * 718000001 never answers on its own, 718000002 declines at once, every other number approves at
 * once (so 712000001 "every payment ends SUCCESS" and 712000005's failure keep holding). The
 * control call POST /__sandbox/mpesa/approval answers a waiting push as the payer's phone would.
 */
import type { DatabaseSync } from 'node:sqlite';
import { NUMBERS } from './msisdn.ts';
import { initiatedPayer } from './payer.ts';
import { railOf } from './paymentMode.ts';
import { settle } from './settle.ts';
import { findTxn, newestInProcess, updateTxn, type TxnRow } from '../store/transactions.ts';

export const MPESA_DECLINED_REASON =
  "Declined on the payer's phone: the M-Pesa request was not approved";

/** What the payer's phone does with the push. */
export type PhoneAnswer = 'approve' | 'decline';

function answer(db: DatabaseSync, row: TxnRow, mode: string, decision: PhoneAnswer): TxnRow {
  if (decision === 'approve') settle(db, row, mode);
  else
    updateTxn(db, row.id, {
      status: 'FAILED',
      statusReason: MPESA_DECLINED_REASON,
      processedMode: mode,
    });
  return findTxn(db, row.id) as TxnRow;
}

/** The process step (mode: the initiation's): the push reaches the initiated payer's phone. */
export function pushToPayer(db: DatabaseSync, row: TxnRow, mode: string): TxnRow {
  const phone = initiatedPayer(row);
  if (phone === NUMBERS.mpesaNeverApproves) {
    updateTxn(db, row.id, { status: 'IN_PROCESS', processedMode: mode });
    return findTxn(db, row.id) as TxnRow;
  }
  return answer(db, row, mode, phone === NUMBERS.mpesaDeclines ? 'decline' : 'approve');
}

/** True while a processed M-Pesa payment waits for its payer's phone. */
export const awaitsPhone = (row: TxnRow) =>
  row.status === 'IN_PROCESS' && railOf(row.processed_mode ?? '', '') === 'mpesa';

/**
 * The phone of `msisdn` answers its newest waiting push; undefined when that phone has none (a
 * push to another number, or one already answered, is never touched).
 */
export function answerPush(
  db: DatabaseSync,
  msisdn: string,
  decision: PhoneAnswer,
): TxnRow | undefined {
  const row = newestInProcess(db, (r) => awaitsPhone(r) && initiatedPayer(r) === msisdn);
  return row && answer(db, row, row.processed_mode ?? '', decision);
}
