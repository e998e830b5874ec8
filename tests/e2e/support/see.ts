import type { Locator } from 'playwright-core';

type Expectation = (locator: Locator, what?: string, timeout?: number) => Promise<void>;

/**
 * Playwright's auto-waiting for `state` (which vitest's `expect` lacks), failing with what was
 * expected instead of a bare timeout.
 */
function waitingFor(
  state: 'visible' | 'hidden',
  failure: (what: string, timeout: number) => string,
): Expectation {
  return async (locator, what = String(locator), timeout = 10_000) => {
    try {
      await locator.first().waitFor({ state, timeout });
    } catch {
      throw new Error(failure(what, timeout));
    }
  };
}

/** Waits until a person could see `locator` (within `timeout` ms, 10 s by default). */
export const expectVisible = waitingFor(
  'visible',
  (what, timeout) => `Expected to see ${what} within ${timeout} ms, but it did not appear.`,
);

/** Waits until `locator` is gone or hidden (a loader, a closed modal). */
export const expectHidden = waitingFor(
  'hidden',
  (what, timeout) => `Expected ${what} to disappear within ${timeout} ms, but it stayed.`,
);
