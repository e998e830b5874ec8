/**
 * What the OTP service remembers per recipient (a number, or an e-mail address for an e-mail-only
 * HBB OTP), across all of its OTP sessions: when codes were sent, when wrong codes came, and
 * until when its verification is locked. Times are the sandbox clock's milliseconds.
 */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

type EventKind = 'send' | 'wrong';

export function recordEvent(
  db: DatabaseSync,
  recipient: string,
  kind: EventKind,
  at: number,
): void {
  statement(db, 'INSERT INTO otp_events (recipient, kind, at) VALUES (?, ?, ?)').run(
    recipient,
    kind,
    at,
  );
}

/** How many events of a kind the recipient had after `since` (exclusive). */
export function countEvents(
  db: DatabaseSync,
  recipient: string,
  kind: EventKind,
  since: number,
): number {
  const row = statement(
    db,
    'SELECT COUNT(*) AS n FROM otp_events WHERE recipient = ? AND kind = ? AND at > ?',
  ).get(recipient, kind, since) as { n: number };
  return row.n;
}

/** Forgets the recipient's wrong codes (a right code, or a lock that now stands for them). */
export function clearWrong(db: DatabaseSync, recipient: string): void {
  statement(db, "DELETE FROM otp_events WHERE recipient = ? AND kind = 'wrong'").run(recipient);
}

export function lockUntil(db: DatabaseSync, recipient: string, until: number): void {
  statement(db, 'INSERT OR REPLACE INTO otp_locks (recipient, until) VALUES (?, ?)').run(
    recipient,
    until,
  );
}

/** The end of the recipient's lock (0 when it never had one). */
export function lockedUntil(db: DatabaseSync, recipient: string): number {
  const row = statement(db, 'SELECT until FROM otp_locks WHERE recipient = ?').get(recipient) as
    { until: number } | undefined;
  return row?.until ?? 0;
}
