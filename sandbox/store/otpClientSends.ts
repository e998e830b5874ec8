/** OTP codes sent, per client address (core/otpSendCaps.ts). Times are the sandbox clock's. */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

export function recordClientSend(db: DatabaseSync, client: string, at: number): void {
  statement(db, 'INSERT INTO otp_client_sends (client, at) VALUES (?, ?)').run(client, at);
}

/** Codes sent to the client's requests after `since` (exclusive). */
export function clientSendsSince(db: DatabaseSync, client: string, since: number): number {
  const row = statement(
    db,
    'SELECT COUNT(*) AS n FROM otp_client_sends WHERE client = ? AND at > ?',
  ).get(client, since) as { n: number };
  return row.n;
}

/** Codes sent to anyone after `since` (exclusive); older rows are forgotten on the way. */
export function allSendsSince(db: DatabaseSync, since: number): number {
  statement(db, 'DELETE FROM otp_client_sends WHERE at <= ?').run(since);
  const row = statement(db, 'SELECT COUNT(*) AS n FROM otp_client_sends').get() as { n: number };
  return row.n;
}
