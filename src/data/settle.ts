/** Turns an API outcome into the settled state of a screen: its data, or the server's message. */
import type { ApiOutcome } from '../api/outcome.ts';

/** A failed call as a screen shows it: the server's text (src/api words it, never empty). */
export type ErrorState = { status: 'error'; message: string };

/** `{status:'ready', ...ready(result)}` for an ok outcome, else the error with its message. */
export function settle<T, R extends object>(
  outcome: ApiOutcome<T>,
  ready: (result: T) => R,
): ({ status: 'ready' } & R) | ErrorState {
  return outcome.ok
    ? { status: 'ready', ...ready(outcome.result) }
    : { status: 'error', message: outcome.message };
}
