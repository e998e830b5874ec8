/**
 * The one Chromium of the Lighthouse runs: the system's /usr/bin/chromium (never a downloaded
 * build), new headless, no sandbox (the bench may run as root in a container). Every measurement
 * gets a fresh browser context, so cache, cookies and storage start empty each time.
 */
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // null: Lighthouse sets the mobile screen itself; a puppeteer default would fight it.
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'],
  });
}
