/**
 * A11Y-4: a keyboard and screen-reader user's hands and ears. Keys only (Tab, Shift+Tab, Enter,
 * Space, typing), at a person's pace and with no waiting for the page between keys: a control
 * that leaves the tab order while a check runs makes the next Tab land elsewhere, and the test
 * says where. What "was announced" is what the page's live regions said (A11Y-3).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from './fixtures.ts';

/**
 * Milliseconds between keys: about 100 words a minute, a fast typist on a phone keyboard. Faster
 * than a person is a harder test of the page, not an easier one.
 */
export const KEY_DELAY_MS = 100;

/** Types `text` into whatever has focus, one key at a time at a person's pace. */
export async function typeAtPace(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Presses `key` once (Tab, Shift+Tab, Enter, Space, an arrow) at a person's pace. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key, { delay: KEY_DELAY_MS / 2 });
  await page.waitForTimeout(KEY_DELAY_MS / 2);
}

/** What has focus, in words a failure message can show: role or tag, and its name or text. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  // The element may go between the count and the look (a page replacing a loading heading).
  return target
    .evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);
}

/** Checks, without waiting, that `target` has focus now (right after a key). */
export async function expectFocusNow(page: Page, target: Locator, what: string): Promise<void> {
  if (!(await hasFocus(target))) {
    throw new Error(`Expected focus on ${what}, but it is on ${await focusedDescription(page)}.`);
  }
}

/** Presses Tab (or Shift+Tab) once and checks that focus is on `target` at once. */
export async function tabOnceTo(
  page: Page,
  target: Locator,
  what: string,
  backwards = false,
): Promise<void> {
  await press(page, backwards ? 'Shift+Tab' : 'Tab');
  await expectFocusNow(page, target, what);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, on a page that has
 * settled (nothing in flight). Fails with the controls focus went through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
    path.push(await focusedDescription(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`${max} Tabs did not reach ${what}; focus went: ${path.join(' → ')}`);
}

/** Waits (a new page draws itself) until `target` has focus. */
export async function expectFocusArrives(page: Page, target: Locator, what: string) {
  try {
    await expect.poll(() => hasFocus(target), { timeout: 10_000 }).toBe(true);
  } catch {
    throw new Error(
      `Expected focus to arrive on ${what}; it is on ${await focusedDescription(page)}.`,
    );
  }
}

/**
 * What the page's live regions hold now, each message on its own: the two announcers
 * (src/ui/announcer) keep their recent messages as separate paragraphs; a screen's own status or
 * alert region is one message. Read in one go: regions come and go while a page works.
 */
export async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const regions = document.querySelectorAll(
      '[role="status"], [role="alert"], [role="log"], output, [aria-live="polite"], [aria-live="assertive"]',
    );
    const said: string[] = [];
    for (const region of Array.from(regions)) {
      const parts =
        region.getAttribute('aria-relevant') === 'additions' && region.children.length > 0
          ? Array.from(region.children, (child) => child.textContent ?? '')
          : [region.textContent ?? ''];
      for (const part of parts) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (text) said.push(text);
      }
    }
    return said;
  });
}

/** Waits until `said` is among what the page announced (a screen reader would have read it). */
export async function expectAnnounced(page: Page, said: string | RegExp): Promise<void> {
  // A string is a whole message or part of one (a region can say more than one thing at once).
  const matches = (list: string[]) =>
    list.some((text) => (typeof said === 'string' ? text.includes(said) : said.test(text)));
  try {
    await expect
      .poll(async () => matches(await announcements(page)), { timeout: 10_000 })
      .toBe(true);
  } catch {
    throw new Error(
      `Expected the page to announce ${String(said)}; it said: ${JSON.stringify(await announcements(page))}`,
    );
  }
}

/**
 * After a move inside the portal: focus is on the new page's level-1 heading `name` and the page
 * announced it.
 */
export async function expectArrivedAt(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expectFocusArrives(page, heading, `the '${String(name)}' heading`);
  await expectAnnounced(page, name);
}
