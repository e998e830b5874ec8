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
export const TOKEN_NOT_PAYER = 'The OTP token was not verified for the paying number';
export const TOKEN_OTHER_SESSION = 'The OTP token belongs to another OTP session';
export const PIN_NEEDS_OTP =
  'A PIN payment needs a verified OTP: send it through auth/process with the OTP token';

/** The 9 digits of the number the transaction was initiated to pay from. */
export function initiatedPayer(row: TxnRow): string {
  const p = payloadOf(row);
  return nationalNumber(p.paymentMobile) ?? nationalNumber(p.mobileNumber) ?? '';
}

/** A 403 when the process call names a paymentMobile other than the initiated payer. */
export function otherPayer(req: ApiRequest, row: TxnRow): Reply | undefined {
  const named = text(req.data.paymentMobile);
  if (!named || nationalNumber(named) === initiatedPayer(row)) return undefined;
  return httpFail(403, OTHER_PAYER);
}

/**
 * A 403 unless the token's OTP session verified the initiated payer and, when the transaction
 * was initiated with an OTP's uniqueCode, is that very session (a token of a second OTP for the
 * same number does not settle a payment the first one started). An e-mail-only OTP (home
 * broadband) holds an e-mail address, never a number, so it never matches.
 */
export function tokenNotBound(session: OtpRow, row: TxnRow): Reply | undefined {
  if (nationalNumber(session.msisdn) !== initiatedPayer(row)) return httpFail(403, TOKEN_NOT_PAYER);
  const uniqueCode = text(payloadOf(row).uniqueCode);
  if (uniqueCode && session.unique_code !== uniqueCode) return httpFail(403, TOKEN_OTHER_SESSION);
  return undefined;
}
