/**
 * OTP sessions: invoice OTPs (otpId) and payment OTPs (refId), with wrong attempts per id, when
 * the code was last sent and when it was verified (sandbox clock milliseconds).
 */
import type { DatabaseSync } from 'node:sqlite';
import { nowOf } from '../core/clock.ts';
import { newId } from '../core/db.ts';
import { OTP_SESSION_LIFE_MS } from '../core/otpPolicy.ts';
import { hashToken, tokenMatches } from '../core/tokenHash.ts';

export type OtpKind = 'invoice' | 'payment';

export interface OtpRow {
  id: string;
  kind: OtpKind;
  msisdn: string;
  wrong: number;
  verified: number;
  unique_code: string | null;
  /** The SHA-256 of the access token (core/tokenHash.ts), never the token. */
  access_token: string | null;
  /** When the code was sent or last resent. */
  sent_at: number;
  verified_at: number | null;
}

export function createOtp(db: DatabaseSync, kind: OtpKind, msisdn: string): string {
  const id = newId(kind === 'invoice' ? 'OTP' : 'REF');
  const now = nowOf(db);
  db.prepare('INSERT INTO otps (id, kind, msisdn, created_at, sent_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    kind,
    msisdn,
    new Date(now).toISOString(),
    now,
  );
  return id;
}

/** A resend: a new code goes out, so its life starts again (the attempts stay). */
export function markResent(db: DatabaseSync, id: string): void {
  db.prepare('UPDATE otps SET sent_at = ? WHERE id = ?').run(nowOf(db), id);
}

export function findOtp(db: DatabaseSync, id: string): OtpRow | undefined {
  return db.prepare('SELECT * FROM otps WHERE id = ?').get(id) as OtpRow | undefined;
}

export function recordWrong(db: DatabaseSync, id: string): number {
  db.prepare('UPDATE otps SET wrong = wrong + 1 WHERE id = ?').run(id);
  return findOtp(db, id)?.wrong ?? 0;
}

/** `accessToken` is stored as its hash: only the verify answer ever holds the token itself. */
export function markVerified(
  db: DatabaseSync,
  id: string,
  uniqueCode: string | null,
  accessToken: string | null,
): void {
  // The session's life runs from the first verification: verifying again does not extend it.
  db.prepare(
    'UPDATE otps SET verified = 1, unique_code = ?, access_token = ?, verified_at = COALESCE(verified_at, ?) WHERE id = ?',
  ).run(uniqueCode, accessToken === null ? null : hashToken(accessToken), nowOf(db), id);
}

/** Verified within the session's life: an older token or uniqueCode is as good as unknown. */
const LIVE = 'verified = 1 AND verified_at > ?';
const liveSince = (db: DatabaseSync) => nowOf(db) - OTP_SESSION_LIFE_MS;

/** True while `row` is verified and its session lives (15 minutes from the first verification). */
export function sessionLives(db: DatabaseSync, row: OtpRow): boolean {
  return row.verified === 1 && row.verified_at !== null && row.verified_at > liveSince(db);
}

/** The verified payment OTP whose access token is `token`, while its session lives. */
export function findByToken(db: DatabaseSync, token: string): OtpRow | undefined {
  const row = db
    .prepare(`SELECT * FROM otps WHERE access_token = ? AND ${LIVE}`)
    .get(hashToken(token), liveSince(db)) as OtpRow | undefined;
  return row && tokenMatches(token, row.access_token) ? row : undefined;
}

/** The verified payment OTP whose uniqueCode this is, while its session lives. */
export function findByUniqueCode(db: DatabaseSync, uniqueCode: string): OtpRow | undefined {
  return db
    .prepare(`SELECT * FROM otps WHERE unique_code = ? AND ${LIVE}`)
    .get(uniqueCode, liveSince(db)) as OtpRow | undefined;
}
