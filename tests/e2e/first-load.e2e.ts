/**
 * Speed issue (10), items 3 and 6, as a visitor on a slow line meets them: the page is there, in
 * the right language, before any code runs, and everything the first screen reads is asked for
 * at once rather than one request after another.
 */
import type { Page, Request } from 'playwright-core';
import { describe } from 'vitest';
import {
  appTookOver,
  expect,
  expectVisible,
  injectFault,
  test,
  withoutScripts,
} from './support/index.ts';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * A test of what `path` alone shows, in a page with JavaScript switched off (the prerendered
 * HTML): the document's language and the level-1 heading `shell` names, then `check`.
 */
function testWithoutScripts(
  name: string,
  path: string,
  shell: { lang: string; h1: string },
  check: (page: Page) => Promise<void>,
) {
  test(name, async ({ browser, baseUrl }) => {
    await withoutScripts(browser, baseUrl, async (page) => {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang')).toBe(shell.lang);
      expect(await heading(page).innerText()).toBe(shell.h1);
      await check(page);
    });
  });
}

describe('the prerendered shell', () => {
  testWithoutScripts(
    '/sw/prepaid-recharge shows the Swahili header and heading before any code runs',
    '/sw/prepaid-recharge',
    { lang: 'sw', h1: 'Nunua muda wa maongezi na vifurushi' },
    async (page) => {
      // On a phone the links are behind the menu, which opens without code (<details>).
      await page.getByRole('banner').getByText('Menyu', { exact: true }).click();
      await expectVisible(
        page.getByRole('banner').getByRole('link', { name: 'Ongeza salio' }),
        'the Swahili "Recharge" link in the header',
      );
      await expectVisible(page.getByRole('contentinfo'), 'the footer');
    },
  );

  testWithoutScripts(
    '/prepaid-recharge shows the English shell before any code runs',
    '/prepaid-recharge',
    { lang: 'en', h1: 'Buy airtime and bundles' },
    async (page) => {
      expect(await page.title()).toBe('Prepaid recharge | Twiga');
      // The language switch works before the code too: it links to the Swahili page.
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('link', { name: 'Kiswahili' })
        .click();
      await page.waitForURL('**/sw/prepaid-recharge');
      expect(await heading(page).innerText()).toBe('Nunua muda wa maongezi na vifurushi');
    },
  );

  test('with its code, /sw/prepaid-recharge becomes the working Swahili page, console clean', async ({
    page,
    log,
  }) => {
    await page.goto('/sw/prepaid-recharge');
    await expectVisible(page.getByLabel('Namba ya Simu'), 'the Swahili phone field');
    await appTookOver(page);
    expect(new URL(page.url()).pathname).toBe('/prepaid-recharge');
    expect(await heading(page).innerText()).toBe('Nunua muda wa maongezi na vifurushi');
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    expect(log.consoleErrors).toEqual([]);
    // No preload left unused and no router warning about a missing hydration fallback.
    expect(log.console.filter((line) => line.startsWith('warning'))).toEqual([]);
  });
});

describe('a flat waterfall', () => {
  test('everything the recharge form reads is requested before the first answer arrives', async ({
    page,
    baseUrl,
  }) => {
    // Every CMS answer is held back for 1.5 s: a request made only after another one's answer
    // (a chain) would start after the first answer arrived.
    await injectFault(baseUrl, { path: '/cms/webpage/activePackage', delayMs: 1500, count: 30 });
    const started: { name: string; at: number }[] = [];
    const answered: number[] = [];
    const cmsName = (request: Request) =>
      new URL(request.url()).searchParams.get('pageUrl')?.replace(/^\//, '');
    page.on('request', (request) => {
      const name = cmsName(request);
      if (name) started.push({ name, at: Date.now() });
      else if (request.url().includes('resource/v1/config'))
        started.push({ name: 'portal config', at: Date.now() });
      else if (request.url().endsWith('/config.json'))
        started.push({ name: 'config.json', at: Date.now() });
    });
    page.on('requestfinished', (request) => {
      if (cmsName(request)) answered.push(Date.now());
    });

    await page.goto('/prepaid-recharge');
    // The field is in the page's HTML (FIRST-1): what is measured here is the app's start.
    await appTookOver(page);
    await expectVisible(
      page.getByText('Enter your mobile number to see the bundles for your line.'),
      'the live page',
    );

    const firstAnswer = Math.min(...answered);
    const before = started.filter((entry) => entry.at < firstAnswer).map((entry) => entry.name);
    for (const name of [
      'website-headers-config',
      'website-footer-config',
      'form-prepaid-recharge',
      'recharge-translation',
      'validation-translation',
      'orp-translation',
      'footer-translation',
      'portal config',
    ]) {
      expect(before, `${name} was asked for only after another answer`).toContain(name);
    }
    // The runtime configuration is preloaded by the page and fetched once.
    expect(started.filter((entry) => entry.name === 'config.json')).toHaveLength(1);
  });

  test("the page's code is listed in its HTML and fetched once the shell is painted", async ({
    page,
    baseUrl,
  }) => {
    const html = await (await fetch(`${baseUrl}/prepaid-recharge`)).text();
    const list = /<script type="application\/json" id="app-preloads">([^<]*)<\/script>/.exec(html);
    const files = JSON.parse(list?.[1] ?? '[]') as string[];
    const routeChunk = files.find((file) => /\/assets\/PrepaidRechargeRoute-[^/]+\.js$/.test(file));
    expect(routeChunk, 'the route chunk in the list').toBeDefined();
    expect(html).toContain('<link rel="preload" href="/config.json" as="fetch"');

    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/prepaid-recharge');
    await appTookOver(page);
    for (const file of files) expect(fetched, `${file} fetched`).toContain(file);
    // Fetched once each: the imports reuse what the list started.
    expect(fetched.filter((path) => path === routeChunk)).toHaveLength(1);
  });
});
