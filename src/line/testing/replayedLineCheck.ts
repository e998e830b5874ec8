/**
 * The line screens' state tests (recharge and broadband *.states.test.tsx) mock the line hook
 * with this module: `vi.mock('<path>/line/useLineCheck.ts', () => import('<this file>'))`. The
 * screen then reads a replayed rechargeLine actor (tests/model/replayTo.ts) instead of starting
 * its own machine, and what the screen asked of the hook is kept, to compare with the replay's
 * input.
 */

/** What the hook hands out (`[snapshot, send]`, set by the test) and what it was asked. */
export const replayed = { current: [] as unknown[], asked: undefined as unknown };

/** Stands in for the real hook of ../useLineCheck.ts. */
export function useLineCheck(options: unknown): unknown[] {
  replayed.asked = options;
  return replayed.current;
}
