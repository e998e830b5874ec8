/**
 * OTP rules shared by both OTP families: 123456 is right; a wrong code answers 2003 with
 * attemptsLeft 4, 3, 2, 1; the fifth wrong code (and anything after it) answers 2002;
 * 712000006 cannot be sent an OTP (HTTP 502).
 */
import type { DatabaseSync } from 'node:sqlite';
import { fail, httpFail, type Reply } from './reply.ts';
import { NUMBERS } from './msisdn.ts';
import { findOtp, recordWrong, type OtpKind, type OtpRow } from '../store/otps.ts';

export const CORRECT_OTP = '123456';
export const MAX_OTP_ATTEMPTS = 5;
export const OTP_LIMIT_MESSAGE = 'max limit exhausted, please try after sometime.';

/** The 502 that 712000006 gets on send and resend; undefined for any other number. */
export function sendLimit(msisdn: string): Reply | undefined {
  return msisdn === NUMBERS.otpLimit ? httpFail(502, OTP_LIMIT_MESSAGE) : undefined;
}

/** Checks a code against a session: the verified row, or the failure reply to send. */
export function checkOtp(
  db: DatabaseSync,
  kind: OtpKind,
  id: string,
  code: string,
): OtpRow | Reply {
  const row = findOtp(db, id);
  if (!row || row.kind !== kind)
    return fail('4001', 'OTP session not found. Please request a new OTP.');
  if (row.wrong >= MAX_OTP_ATTEMPTS) return fail('2002', 'Maximum attempts exhausted.');
  if (code === CORRECT_OTP) return row;
  const wrong = recordWrong(db, id);
  if (wrong >= MAX_OTP_ATTEMPTS) return fail('2002', 'Maximum attempts exhausted.');
  return fail('2003', 'Please enter correct OTP', { attemptsLeft: MAX_OTP_ATTEMPTS - wrong });
}

/** True when checkOtp returned the row (not a reply). */
export function isOtpRow(value: OtpRow | Reply): value is OtpRow {
  return 'kind' in value;
}
