/** Text messages the operator sent to a number's owner (core/otpNotices.ts), oldest first. */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';

export interface SmsNotice {
  msisdn: string;
  kind: string;
  text: string;
  /** ISO time it was sent (the sandbox clock). */
  sentAt: string;
}

export function recordNotice(
  db: DatabaseSync,
  msisdn: string,
  kind: string,
  text: string,
  at: number,
): void {
  statement(db, 'INSERT INTO sms_notices (msisdn, kind, text, at) VALUES (?, ?, ?, ?)').run(
    msisdn,
    kind,
    text,
    at,
  );
}

/** True when the number got a notice of this kind after `since` (exclusive). */
export function noticedSince(
  db: DatabaseSync,
  msisdn: string,
  kind: string,
  since: number,
): boolean {
  return (
    statement(db, 'SELECT 1 FROM sms_notices WHERE msisdn = ? AND kind = ? AND at > ?').get(
      msisdn,
      kind,
      since,
    ) !== undefined
  );
}

/** The notices sent to one number, or to all numbers when `msisdn` is undefined. */
export function listNotices(db: DatabaseSync, msisdn?: string): SmsNotice[] {
  const rows = (
    msisdn === undefined
      ? statement(db, 'SELECT * FROM sms_notices ORDER BY id').all()
      : statement(db, 'SELECT * FROM sms_notices WHERE msisdn = ? ORDER BY id').all(msisdn)
  ) as { msisdn: string; kind: string; text: string; at: number }[];
  return rows.map(({ msisdn: to, kind, text, at }) => ({
    msisdn: to,
    kind,
    text,
    sentAt: new Date(at).toISOString(),
  }));
}
