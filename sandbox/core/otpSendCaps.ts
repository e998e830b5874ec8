/**
 * Caps on OTP codes sent, over all numbers (issue 30, item 7): the per-number limit (otpPolicy.ts)
 * let one client text 30 different numbers within seconds, each an SMS the operator pays for and
 * a stranger receives. Counted over the same 15-minute window as the per-number limit:
 *
 * - per client (its address, core/client.ts): 20 codes. The README's flows send one or two codes
 *   each and no test sends more than 6 within one reset;
 * - overall: 100 codes, so many clients together cannot run the SMS bill up either.
 *
 * Refused sends answer the operator's send-limit status, 502, which the portal already shows and
 * closes the OTP modal on (spec: "502 on OTP send or resend"), with a message saying which cap.
 * A refused send is not counted.
 */
import type { DatabaseSync } from 'node:sqlite';
import { nowOf } from './clock.ts';
import { OTP_SEND_WINDOW_MS } from './otpPolicy.ts';
import { httpFail, type Reply } from './reply.ts';
import { allSendsSince, clientSendsSince, recordClientSend } from '../store/otpClientSends.ts';

/** Codes one client may have sent within OTP_SEND_WINDOW_MS... */
export const OTP_SENDS_PER_CLIENT = 20;
/** ...and all clients together. */
export const OTP_SENDS_OVERALL = 100;

export const CLIENT_CAP_MESSAGE =
  'Too many OTP requests from this device. Please try again in 15 minutes.';
export const OVERALL_CAP_MESSAGE = 'The OTP service is busy. Please try again in a few minutes.';

/** The 502 a send from `client` gets now, or undefined when both caps leave room. */
export function capRefusal(db: DatabaseSync, client: string): Reply | undefined {
  const since = nowOf(db) - OTP_SEND_WINDOW_MS;
  if (clientSendsSince(db, client, since) >= OTP_SENDS_PER_CLIENT)
    return httpFail(502, CLIENT_CAP_MESSAGE);
  if (allSendsSince(db, since) >= OTP_SENDS_OVERALL) return httpFail(502, OVERALL_CAP_MESSAGE);
  return undefined;
}

/** Counts a code sent at the request of `client`. */
export function countClientSend(db: DatabaseSync, client: string): void {
  recordClientSend(db, client, nowOf(db));
}
