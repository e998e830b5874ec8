/**
 * How a middleware tells the contract watch (contractWatch.ts) that an answer breaks the contract
 * on purpose: a fault armed as `malformed` (faults.ts) sends a body that is not JSON so a test can
 * see the portal survive it; judging that body would only report the test's own arrangement.
 */
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Why this call's answer is not judged against the contract. */
    answerOffContract?: string;
  }
}

/** The answer of this call breaks the contract on purpose, for `reason`. */
export const markAnswerOffContract = (c: Context, reason: string): void =>
  c.set('answerOffContract', reason);

/** Why the answer of this call is not judged, or undefined when it is. */
export const answerOffContract = (c: Context): string | undefined => c.get('answerOffContract');
