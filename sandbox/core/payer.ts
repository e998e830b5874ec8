/**
 * Who pays (docs/sandbox.md "Who pays: OTP, PIN and the payer"): the payer of a transaction is
 * the number it was initiated for (paymentMobile, else mobileNumber), never a number a later
 * process call names, and an OTP token only speaks for the number and OTP session it verified.
 */
import { nationalNumber } from './msisdn.ts';
import { httpFail, type Reply } from './reply.ts';
import { text, type ApiRequest } from './route.ts';
import { payloadOf } from './settle.ts';
import type { OtpRow } from '../store/otps.ts';
import type { TxnRow } from '../store/transactions.ts';

export const OTHER_PAYER = 'paymentMobile must be the number that initiated the payment';
export const OTHER_MODE =
  'paymentMode and paymentGateway must be those the payment was initiated with';
export const TOKEN_NOT_PAYER = 'The OTP token was not verified for the paying number';
export const TOKEN_OTHER_SESSION = 'The OTP token belongs to another OTP session';
export const PIN_NEEDS_OTP =
  'A PIN payment needs a verified OTP: send it through auth/process with the OTP token';
export const AIRTIME_NEEDS_OTP =
  'An airtime payment needs a verified OTP: send it through auth/process with the OTP token';

/** The 9 digits of the number an initiation payload pays from: paymentMobile, else mobileNumber. */
export function payerOf(payload: Record<string, unknown>): string {
  return nationalNumber(payload.paymentMobile) ?? nationalNumber(payload.mobileNumber) ?? '';
}

/** The 9 digits of the number the transaction was initiated to pay from. */
export function initiatedPayer(row: TxnRow): string {
  return payerOf(payloadOf(row));
}

/** A 403 when the process call names a paymentMobile other than the initiated payer. */
export function otherPayer(req: ApiRequest, row: TxnRow): Reply | undefined {
  const named = text(req.data.paymentMobile);
  if (!named || nationalNumber(named) === initiatedPayer(row)) return undefined;
  return httpFail(403, OTHER_PAYER);
}

/**
 * A 403 unless the token's OTP session verified the payer of `payload` (an initiation's data)
 * and, when the payload names an OTP's uniqueCode, is that very session (a token of a second OTP
 * for the same number does not settle a payment the first one started). A number's OTP holds its 9
 * digits as sent; an e-mail-only OTP (home broadband) holds an e-mail address, never a number, and
 * is compared as stored, never read as a number, so it never matches (issue 30 item 2).
 * auth/initiate asks it of the call's data before anything is stored; the process calls of the
 * stored initiation.
 */
export function tokenNotFor(session: OtpRow, payload: Record<string, unknown>): Reply | undefined {
  if (session.msisdn !== payerOf(payload)) return httpFail(403, TOKEN_NOT_PAYER);
  const uniqueCode = text(payload.uniqueCode);
  if (uniqueCode && session.unique_code !== uniqueCode) return httpFail(403, TOKEN_OTHER_SESSION);
  return undefined;
}

/** {@link tokenNotFor} of the transaction's own initiation. */
export function tokenNotBound(session: OtpRow, row: TxnRow): Reply | undefined {
  return tokenNotFor(session, payloadOf(row));
}
