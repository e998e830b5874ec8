/**
 * Transaction order and lookups stay index reads however many payments the sandbox holds
 * (issue 13, item 5: every insert used to scan the table for MAX(seq)).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../core/db.ts';
import { INITIATION_QUERIES } from '../store/transactions.ts';

const db = openDb(':memory:');
const plan = (sql: string) =>
  (
    db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(sql.match(/\?/g) ?? []).map(() => 'x')) as {
      detail: string;
    }[]
  ).map((row) => row.detail);

describe('transaction store', () => {
  it('reads the next transaction number from the transactions_seq index, never a table scan', () => {
    expect(plan(INITIATION_QUERIES.nextSeq)).toEqual([
      'SEARCH transactions USING COVERING INDEX transactions_seq',
    ]);
  });

  it.each(['byIdOrClientTxnId', 'byUniqueCode'] as const)(
    'finds an earlier initiation (%s) through an index',
    (name) => {
      const steps = plan(INITIATION_QUERIES[name]);
      expect(steps.some((step) => step.startsWith('SEARCH transactions USING INDEX'))).toBe(true);
      expect(steps.filter((step) => step.startsWith('SCAN'))).toEqual([]);
    },
  );

  it('writes a file database through the write-ahead log, synced at checkpoints, not on every payment', () => {
    // NORMAL in WAL mode survives a killed process (the log is in the OS's hands) and never
    // corrupts; only a power cut may lose the last payments, which a sandbox can afford.
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
    try {
      const file = openDb(join(dir, 'sandbox.db'));
      expect(file.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(file.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
      file.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
