/**
 * OTP access tokens at rest (issue 30, item 7): the database keeps only the SHA-256 of a token, so
 * a copy of sandbox.db (or a look through the control API's neighbours) yields no bearer token
 * that pays from a wallet. The token itself exists only in the verify answer and the caller's
 * Authorization header. Lookups go by the hash; the stored hash is then compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The hex SHA-256 of an access token: what the otps table stores in access_token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`, compared in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
