/** Transaction rows. Each keeps every initiation field (payload JSON) plus its lifecycle. */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

export interface TxnRow {
  id: string;
  seq: number;
  unique_code: string | null;
  client_txn_id: string | null;
  payload: string;
  status: string;
  status_reason: string | null;
  processed_mode: string | null;
  pnr_id: string | null;
  status_polls: number;
  fetch_polls: number;
  created_at: string;
  updated_at: string;
}

const now = () => new Date().toISOString();

/**
 * The lookups every initiation runs. Each is answered from an index (core/db.ts): a scan of the
 * whole table on every insert made initiation slower the more payments the sandbox held.
 */
export const INITIATION_QUERIES = {
  nextSeq: 'SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM transactions',
  byIdOrClientTxnId: 'SELECT * FROM transactions WHERE id = ? OR client_txn_id = ?',
  byUniqueCode: 'SELECT * FROM transactions WHERE unique_code = ?',
} as const;

export function findTxn(db: DatabaseSync, id: string): TxnRow | undefined {
  return statement(db, 'SELECT * FROM transactions WHERE id = ?').get(id) as TxnRow | undefined;
}

/** The transaction an earlier initiation with this txnId or uniqueCode created, if any. */
export function findExisting(
  db: DatabaseSync,
  txnId: string,
  uniqueCode: string,
): TxnRow | undefined {
  if (txnId) {
    const byId = statement(db, INITIATION_QUERIES.byIdOrClientTxnId).get(txnId, txnId);
    if (byId) return byId as unknown as TxnRow;
  }
  if (uniqueCode)
    return statement(db, INITIATION_QUERIES.byUniqueCode).get(uniqueCode) as TxnRow | undefined;
  return undefined;
}

/** Crockford's base32: no I, L, O or U, so an id read aloud or copied by hand stays unambiguous. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 random bits, beyond guessing one payment's id from another's. */
const ID_RANDOM_CHARS = 16;

/**
 * A new transaction id: the operator prefix TWG and 16 random characters. It used to be a clock
 * and a counter, so anyone holding one id could read the payments next to it (issue 13); order
 * lives in `seq`, never in the id.
 */
export function newTransactionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_RANDOM_CHARS));
  let id = 'TWG';
  for (const byte of bytes) id += ID_ALPHABET[byte & 31];
  return id;
}

export function createTxn(
  db: DatabaseSync,
  payload: Record<string, unknown>,
  uniqueCode: string,
  clientTxnId: string,
): TxnRow {
  const { next } = statement(db, INITIATION_QUERIES.nextSeq).get() as { next: number };
  const id = newTransactionId();
  statement(
    db,
    `INSERT INTO transactions (id, seq, unique_code, client_txn_id, payload, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'REQUEST_RAISED', ?, ?)`,
  ).run(id, next, uniqueCode || null, clientTxnId || null, JSON.stringify(payload), now(), now());
  return findTxn(db, id) as TxnRow;
}

export function updateTxn(
  db: DatabaseSync,
  id: string,
  change: { status: string; statusReason?: string | null; processedMode?: string; pnrId?: string },
): void {
  db.prepare(
    `UPDATE transactions SET status = ?, status_reason = ?, processed_mode = COALESCE(?, processed_mode),
     pnr_id = COALESCE(?, pnr_id), updated_at = ? WHERE id = ?`,
  ).run(
    change.status,
    change.statusReason ?? null,
    change.processedMode ?? null,
    change.pnrId ?? null,
    now(),
    id,
  );
}

/** Counts one status poll or fetch and returns how many came before it. */
export function countPoll(db: DatabaseSync, id: string, kind: 'status' | 'fetch'): number {
  const column = kind === 'status' ? 'status_polls' : 'fetch_polls';
  const row = db.prepare(`SELECT ${column} AS n FROM transactions WHERE id = ?`).get(id) as
    { n: number } | undefined;
  db.prepare(`UPDATE transactions SET ${column} = ${column} + 1 WHERE id = ?`).run(id);
  return row?.n ?? 0;
}

/** Every row with its initiation fields spread out, for GET /__sandbox/transactions. */
export function listTxns(db: DatabaseSync): Record<string, unknown>[] {
  const rows = db.prepare('SELECT * FROM transactions ORDER BY seq').all() as unknown as TxnRow[];
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}

/** The newest transaction that still waits (IN_PROCESS) and `belongs`. */
export function newestInProcess(
  db: DatabaseSync,
  belongs: (row: TxnRow) => boolean,
): TxnRow | undefined {
  const rows = statement(
    db,
    `SELECT * FROM transactions WHERE status = 'IN_PROCESS' ORDER BY seq DESC`,
  ).all() as unknown as TxnRow[];
  return rows.find(belongs);
}
