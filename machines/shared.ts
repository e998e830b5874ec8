import type { Outcome } from './outcome.ts';

/**
 * What a machine keeps about a failure: the code (a status code such as '2003', or a key such as
 * 'generic' / 'invalidMobile') and the server text when there is one. The screen translates.
 */
export interface MachineError {
  code: string;
  message?: string;
}

/** Code used when an actor rejects (network or unexpected failure): the screen shows 'Something Went Wrong!'. */
export const GENERIC = 'generic';

/** The error a failed outcome or a rejected actor leaves in context. */
export function toError(outcome: Outcome<unknown> | undefined): MachineError {
  if (!outcome || outcome.ok) return { code: GENERIC };
  return outcome.message
    ? { code: outcome.code, message: outcome.message }
    : { code: outcome.code };
}

/**
 * The transition of a failed outcome: to `target`, the code kept by the machine's named action
 * `setError {outcome}` (every machine that uses it defines `setError` with {@link toError}).
 */
export const failTo = <const TTarget extends string>(target: TTarget) =>
  ({
    target,
    actions: {
      type: 'setError',
      params: ({ event }: { event: { output: Outcome<unknown> } }) => event.output,
    },
  }) as const;

/** True when an actor's outcome failed with one of the given codes. */
export function hasCode(outcome: Outcome<unknown> | undefined, ...codes: string[]): boolean {
  return !!outcome && !outcome.ok && codes.includes(outcome.code);
}

/** A number the server sent in `result` (e.g. attemptsLeft), if any. */
export function resultNumber(
  outcome: Outcome<unknown> | undefined,
  key: string,
): number | undefined {
  const result = outcome && (outcome.ok ? outcome.result : outcome.result);
  if (result && typeof result === 'object' && key in result) {
    const value = Number((result as Record<string, unknown>)[key]);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

/** Attempts left after a wrong code: the server's figure when sent, else one less; never below 0. */
export function nextAttempts(outcome: Outcome<unknown> | undefined, current: number): number {
  return Math.max(0, Math.min(current - 1, resultNumber(outcome, 'attemptsLeft') ?? current - 1));
}

/** Result of the transaction status call (subset of the transaction result, PAY-22). */
export interface TransactionStatusResult {
  transactionId?: string;
  transactionStatus?: string;
  status?: string;
  statusReason?: string;
  metaInfo?: { leadId?: string };
}

/** Input of every transaction-status actor. */
export interface StatusInput {
  transactionId: string;
}

/** Output a paying machine's `fetchStatus` actor resolves with. */
export type StatusOutcome = Outcome<TransactionStatusResult>;

/** The raw status of a transaction result (transactionStatus wins over status). */
export function rawStatus(outcome: StatusOutcome | undefined): string {
  if (!outcome || !outcome.ok) return '';
  return (outcome.result.transactionStatus ?? outcome.result.status ?? '').toUpperCase();
}

/** Placeholder actor body: the screen must provide the real one with `machine.provide`. */
export function notProvided(name: string): never {
  throw new Error(`actor '${name}' not provided`);
}
