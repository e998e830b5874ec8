/**
 * The operator's OTP limits (docs/sandbox.md "OTP limits, lockout and expiry"). Plain values so
 * the stores and the rules read the same numbers.
 */

const MINUTE = 60_000;

/** Sends and resends to one recipient (number, or e-mail address for an e-mail-only HBB OTP)... */
export const OTP_SENDS_PER_WINDOW = 5;
/** ...within this window; the next one answers 502 'max limit exhausted'. */
export const OTP_SEND_WINDOW_MS = 15 * MINUTE;

/** Wrong codes for one number, over all its OTP sessions (the spec's 5 attempts)... */
export const MAX_OTP_ATTEMPTS = 5;
/** ...within this window lock the number's verification... */
export const OTP_WRONG_WINDOW_MS = 30 * MINUTE;
/** ...for this long from the last of them: every verify answers 2002 until then. */
export const OTP_LOCK_MS = 30 * MINUTE;

/** A code can be verified this long after it was sent (or last resent). */
export const OTP_CODE_LIFE_MS = 5 * MINUTE;
/** A verified OTP's access token and uniqueCode are honoured this long after verification. */
export const OTP_SESSION_LIFE_MS = 15 * MINUTE;
