/**
 * OTP rules shared by every OTP family (docs/sandbox.md "OTP limits, lockout and expiry"):
 * 123456 is right; a wrong code answers 2003 with attemptsLeft 4, 3, 2, 1 and the fifth 2002,
 * counted per number over all its sessions, so a new session does not bring new guesses; a code
 * lives a few minutes; sends are limited per number (712000006 is always over the limit).
 */
import type { DatabaseSync } from 'node:sqlite';
import { fail, httpFail, type Reply } from './reply.ts';
import { NUMBERS } from './msisdn.ts';
import { nowOf } from './clock.ts';
import { NO_SOCKET_CLIENT } from './client.ts';
import { noticeOwner } from './otpNotices.ts';
import { capRefusal, countClientSend } from './otpSendCaps.ts';
import {
  MAX_OTP_ATTEMPTS,
  OTP_CODE_LIFE_MS,
  OTP_LOCK_MS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  OTP_WRONG_WINDOW_MS,
} from './otpPolicy.ts';
import { findOtp, recordWrong, type OtpKind, type OtpRow } from '../store/otps.ts';
import {
  clearWrong,
  countEvents,
  lockedUntil,
  lockUntil,
  recordEvent,
} from '../store/otpNumbers.ts';

export { MAX_OTP_ATTEMPTS };
export const CORRECT_OTP = '123456';
export const OTP_LIMIT_MESSAGE = 'max limit exhausted, please try after sometime.';
export const OTP_EXHAUSTED_MESSAGE = 'Maximum attempts exhausted.';
export const OTP_EXPIRED_MESSAGE = 'OTP expired. Please request a new OTP.';
export const OTP_SESSION_NOT_FOUND = 'OTP session not found. Please request a new OTP.';

/** The 502 a send to this recipient gets now (712000006 always), without counting a send. */
export function sendRefusal(db: DatabaseSync, recipient: string): Reply | undefined {
  const since = nowOf(db) - OTP_SEND_WINDOW_MS;
  const over =
    recipient === NUMBERS.otpLimit ||
    countEvents(db, recipient, 'send', since) >= OTP_SENDS_PER_WINDOW;
  return over ? httpFail(502, OTP_LIMIT_MESSAGE) : undefined;
}

/**
 * A send or resend to the recipient at the request of `client` (core/client.ts): the 502 when
 * over the number's limit or a client or overall cap (otpSendCaps.ts), else counted (undefined).
 */
export function admitSend(
  db: DatabaseSync,
  recipient: string,
  client: string = NO_SOCKET_CLIENT,
): Reply | undefined {
  const refused = sendRefusal(db, recipient) ?? capRefusal(db, client);
  if (refused) return refused;
  recordEvent(db, recipient, 'send', nowOf(db));
  countClientSend(db, client);
  noticeIfSendsUsedUp(db, recipient);
  return undefined;
}

/** The send that uses up the number's codes for the window tells its owner (otpNotices.ts). */
function noticeIfSendsUsedUp(db: DatabaseSync, recipient: string): void {
  const since = nowOf(db) - OTP_SEND_WINDOW_MS;
  if (countEvents(db, recipient, 'send', since) >= OTP_SENDS_PER_WINDOW)
    noticeOwner(db, recipient, 'otp-send-limit');
}

const exhausted = () => fail('2002', OTP_EXHAUSTED_MESSAGE);

/** Checks a code against a session: the verified row, or the failure reply to send. */
export function checkOtp(
  db: DatabaseSync,
  kind: OtpKind,
  id: string,
  code: string,
): OtpRow | Reply {
  const row = findOtp(db, id);
  if (!row || row.kind !== kind) return fail('4001', OTP_SESSION_NOT_FOUND);
  const now = nowOf(db);
  if (lockedUntil(db, row.msisdn) > now || row.wrong >= MAX_OTP_ATTEMPTS) return exhausted();
  if (now - row.sent_at > OTP_CODE_LIFE_MS) return fail('4001', OTP_EXPIRED_MESSAGE);
  if (code === CORRECT_OTP) {
    clearWrong(db, row.msisdn);
    return row;
  }
  const inSession = recordWrong(db, id);
  recordEvent(db, row.msisdn, 'wrong', now);
  const forNumber = countEvents(db, row.msisdn, 'wrong', now - OTP_WRONG_WINDOW_MS);
  if (forNumber >= MAX_OTP_ATTEMPTS) {
    lockUntil(db, row.msisdn, now + OTP_LOCK_MS);
    noticeOwner(db, row.msisdn, 'otp-locked');
    // The lock now stands for these codes: when it ends the number starts again from 5.
    clearWrong(db, row.msisdn);
    return exhausted();
  }
  if (inSession >= MAX_OTP_ATTEMPTS) return exhausted();
  return fail('2003', 'Please enter correct OTP', {
    attemptsLeft: MAX_OTP_ATTEMPTS - Math.max(forNumber, inSession),
  });
}

/** True when checkOtp returned the row (not a reply). */
export function isOtpRow(value: OtpRow | Reply): value is OtpRow {
  return 'kind' in value;
}
