import type { Page } from 'playwright-core';
import { expect } from './fixtures.ts';

/** Content of the other language arrives over the network: give it time on a slow CI machine. */
export const patiently = { timeout: 10_000 };

/** Presses Kiswahili in the header's language group and waits for the page to say lang="sw". */
export async function switchToSwahili(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: /language|lugha/i })
    .getByRole('button', { name: 'Kiswahili' })
    .click();
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe('sw');
}
