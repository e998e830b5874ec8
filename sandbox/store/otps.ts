/** OTP sessions: invoice OTPs (otpId) and payment OTPs (refId), with wrong attempts per id. */
import type { DatabaseSync } from 'node:sqlite';
import { newId } from '../core/db.ts';

export type OtpKind = 'invoice' | 'payment';

export interface OtpRow {
  id: string;
  kind: OtpKind;
  msisdn: string;
  wrong: number;
  verified: number;
  unique_code: string | null;
  access_token: string | null;
}

export function createOtp(db: DatabaseSync, kind: OtpKind, msisdn: string): string {
  const id = newId(kind === 'invoice' ? 'OTP' : 'REF');
  db.prepare('INSERT INTO otps (id, kind, msisdn, created_at) VALUES (?, ?, ?, ?)').run(
    id,
    kind,
    msisdn,
    new Date().toISOString(),
  );
  return id;
}

export function findOtp(db: DatabaseSync, id: string): OtpRow | undefined {
  return db.prepare('SELECT * FROM otps WHERE id = ?').get(id) as OtpRow | undefined;
}

export function recordWrong(db: DatabaseSync, id: string): number {
  db.prepare('UPDATE otps SET wrong = wrong + 1 WHERE id = ?').run(id);
  return findOtp(db, id)?.wrong ?? 0;
}

export function markVerified(
  db: DatabaseSync,
  id: string,
  uniqueCode: string | null,
  accessToken: string | null,
): void {
  db.prepare('UPDATE otps SET verified = 1, unique_code = ?, access_token = ? WHERE id = ?').run(
    uniqueCode,
    accessToken,
    id,
  );
}

/** The verified payment OTP whose access token is `token`. */
export function findByToken(db: DatabaseSync, token: string): OtpRow | undefined {
  return db.prepare('SELECT * FROM otps WHERE access_token = ? AND verified = 1').get(token) as
    OtpRow | undefined;
}

export function findByUniqueCode(db: DatabaseSync, uniqueCode: string): OtpRow | undefined {
  return db.prepare('SELECT * FROM otps WHERE unique_code = ? AND verified = 1').get(uniqueCode) as
    OtpRow | undefined;
}
