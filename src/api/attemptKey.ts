/**
 * The idempotency key of one payment attempt (issue 13 item 3), sent as the initiation's txnId.
 * It lives in session storage, not in the statechart, so a reload during an unanswered initiation
 * sends the same key again and the operator answers with the first transaction instead of a new one.
 */
export const ATTEMPT_KEY = 'paymentAttemptKey';

/** The current attempt's key, made on first use. */
export function attemptKey(): string {
  const kept = sessionStorage.getItem(ATTEMPT_KEY);
  if (kept) return kept;
  const key = crypto.randomUUID();
  sessionStorage.setItem(ATTEMPT_KEY, key);
  return key;
}

/**
 * Ends the attempt: the initiation got its answer (the portal now holds the transaction id, or a
 * definite refusal), so whatever is initiated next is a new attempt with a new key.
 */
export function endAttempt(): void {
  sessionStorage.removeItem(ATTEMPT_KEY);
}
