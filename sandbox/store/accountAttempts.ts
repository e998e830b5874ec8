/** Wrong account numbers in a row, per client and lookup (core/accountAttempts.ts). */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

export interface AccountAttempts {
  wrong: number;
  /** Sandbox clock milliseconds; 0 when never locked. */
  lockedUntil: number;
}

export function readAttempts(db: DatabaseSync, client: string, lookup: string): AccountAttempts {
  const row = statement(
    db,
    'SELECT wrong, locked_until FROM account_attempts WHERE client = ? AND lookup = ?',
  ).get(client, lookup) as { wrong: number; locked_until: number } | undefined;
  return { wrong: row?.wrong ?? 0, lockedUntil: row?.locked_until ?? 0 };
}

export function writeAttempts(
  db: DatabaseSync,
  client: string,
  lookup: string,
  { wrong, lockedUntil }: AccountAttempts,
): void {
  statement(
    db,
    'INSERT OR REPLACE INTO account_attempts (client, lookup, wrong, locked_until) VALUES (?, ?, ?, ?)',
  ).run(client, lookup, wrong, lockedUntil);
}
