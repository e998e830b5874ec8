/** Outcome builders for model tests: what the fake actors resolve or reject with. */
import type { ActorOutcome } from './harness.ts';

export const ok = (result: unknown): ActorOutcome => ({ output: { ok: true, result } });
export const fail = (code: string, message = '', result?: unknown): ActorOutcome => ({
  output:
    result === undefined ? { ok: false, code, message } : { ok: false, code, message, result },
});
/** A rejected promise: network or unexpected failure. */
export const rejected: ActorOutcome = { error: { message: 'network' } };
/** A child machine's final output. */
export const done = (output: unknown): ActorOutcome => ({ output });

/** Child OTP machine outputs, as a parent receives them. */
export const otpVerified = done({
  status: 'verified',
  family: 'payment',
  id: 'ref-1',
  uniqueCode: 'u-1',
  tokenType: 'Bearer',
  accessToken: 't',
});
export const otpClosed = (code: string) => done({ status: 'closed', error: { code } });

/** Transaction status look-ups. */
export const status = (transactionStatus: string) =>
  ok({ transactionId: 'T-1', transactionStatus });
export const initiated = ok({ transactionId: 'T-1', encryptionKeyDetails: { key: 'k' } });
