import { chromium, type Browser } from 'playwright-core';
import { chromiumInstalled, chromiumPath, missingChromiumMessage } from './chromium.ts';

export { chromiumPath } from './chromium.ts';

/** A cheap Android phone: the portal's main audience, so every e2e test runs at this size. */
export const mobileViewport = { width: 360, height: 740 } as const;

/** Throws a message that says how to fix it, instead of Playwright's launch stack trace. */
export function assertChromiumInstalled(): void {
  if (!chromiumInstalled()) throw new Error(missingChromiumMessage());
}

// --disable-background-networking and friends keep the closed network quiet: no updater, no sync.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches the system Chromium headless. Playwright's `launch` gives every browser a fresh
 * temporary user-data-dir and deletes it on close (it refuses `--user-data-dir` in args).
 */
export async function openBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}
