/**
 * The owner of a number hears when a stranger silences it (issue 30, item 7). Five sends use up a
 * number's codes for 15 minutes and five wrong codes lock its verification for 30; anyone may do
 * either, and the owner used to learn nothing. Both limits stay per number (a lock per client
 * would give every new address five more guesses); instead the operator texts the owner, once per
 * limit per 15 minutes, so the notices cannot become a flood of their own. The sandbox records
 * each text; GET /__sandbox/sms?msisdn= lists them. An e-mail recipient (an e-mail-only
 * home-broadband OTP) gets none: there is no number to text.
 */
import type { DatabaseSync } from 'node:sqlite';
import { nowOf } from './clock.ts';
import { OTP_SEND_WINDOW_MS } from './otpPolicy.ts';
import { noticedSince, recordNotice } from '../store/smsNotices.ts';

export type NoticeKind = 'otp-send-limit' | 'otp-locked';

/** What the owner reads, by notice kind. */
export const NOTICE_TEXTS: Record<NoticeKind, string> = {
  'otp-send-limit':
    'Twiga: 5 verification codes were requested for your number, so no more will be sent for 15 minutes. If this was not you, call 100.',
  'otp-locked':
    'Twiga: after 5 wrong codes, verification for your number is locked for 30 minutes. If this was not you, call 100.',
};

const isNumber = (recipient: string) => /^\d{9}$/.test(recipient);

/** Texts the owner of `recipient` a notice of `kind`, unless one went out in the last 15 minutes. */
export function noticeOwner(db: DatabaseSync, recipient: string, kind: NoticeKind): void {
  if (!isNumber(recipient)) return;
  const now = nowOf(db);
  if (noticedSince(db, recipient, kind, now - OTP_SEND_WINDOW_MS)) return;
  recordNotice(db, recipient, kind, NOTICE_TEXTS[kind], now);
}
