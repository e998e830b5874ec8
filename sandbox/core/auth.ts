/** `Authorization: <tokenType> <accessToken>` from a verified payment OTP (auth/* calls). */
import type { DatabaseSync } from 'node:sqlite';
import { httpFail, type Reply } from './reply.ts';
import type { ApiRequest } from './route.ts';
import { findByToken, type OtpRow } from '../store/otps.ts';

/** The OTP session the token belongs to, or the HTTP 401 reply to send. */
export function authorise(req: ApiRequest, db: DatabaseSync): OtpRow | Reply {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const session = match?.[1] ? findByToken(db, match[1]) : undefined;
  return (
    session ??
    httpFail(401, header ? 'Invalid or expired access token' : 'Missing header authorization')
  );
}

export function isReply(value: OtpRow | Reply): value is Reply {
  return 'body' in value;
}
