import type { Locator } from 'playwright-core';

/**
 * Waits until a person could see `locator` (Playwright's auto-waiting, which vitest's `expect`
 * lacks) and fails with what was expected instead of a bare timeout.
 */
export async function expectVisible(
  locator: Locator,
  what = String(locator),
  timeout = 10_000,
): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${what} within ${timeout} ms, but it did not appear.`);
  }
}

/** Waits until `locator` is gone or hidden (a loader, a closed modal). */
export async function expectHidden(
  locator: Locator,
  what = String(locator),
  timeout = 10_000,
): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${what} to disappear within ${timeout} ms, but it stayed.`);
  }
}
