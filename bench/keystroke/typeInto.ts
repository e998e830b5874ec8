/**
 * Drives one side of the keystroke page in Chromium (playwright-core): a fresh context, the page
 * loaded, then 4x CPU throttling through CDP (so loading is not what is slowed) and the typing
 * plan, one key at a time: each key waits for its own sample, so keystrokes never overlap.
 */
import type { Browser } from 'playwright-core';
import type { ProbeWindow } from './page/probe.ts';
import { typingPlan } from './form40.ts';

export type Side = 'engine' | 'stock';

/** Per-keystroke latencies (ms) of one page load of `side`. */
export async function typeInto(browser: Browser, origin: string, side: Side): Promise<number[]> {
  // A phone-sized viewport, as the Lighthouse runs use.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?side=${side}`);
    const first = typingPlan[0]?.field ?? '';
    await page.locator(`#root_${first}`).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let count = 0;
    for (const { field, text } of typingPlan) {
      await page.focus(`#root_${field}`);
      for (const key of text) {
        count += 1;
        await page.keyboard.press(key);
        await page.evaluate((n) => (window as unknown as ProbeWindow).__probe.waitFor(n), count);
      }
    }
    return await page.evaluate(() => (window as unknown as ProbeWindow).__probe.samples);
  } finally {
    await context.close();
  }
}
