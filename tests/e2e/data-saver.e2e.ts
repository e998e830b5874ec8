/**
 * Issue 16, part 4 (SAVE-*): data saver through the real sandbox in Chromium. The browser is made
 * to report Save-Data and a 2G connection before the portal loads (navigator.connection, as a phone
 * with Chrome's data saver has it); no picture and no map is fetched until the person asks, and the
 * home page's actions still work. The shipped home package has no banner picture, so the tests give
 * the page that package with one added (as an editor would), the picture served from this origin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  test,
  switchToSwahili,
} from './support/index.ts';
import { expectHeading, main, openPage } from './support/screen.ts';

const BANNER = '/e2e/home-banner.svg';
const BANNER_ALT = 'A family online at home';
const BANNER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#f2b233"/></svg>';

/** Before any script of the page: a connection that saves data, with its change event. */
async function emulateDataSaver(page: Page) {
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '2g' });
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => connection,
    });
  });
}

/** The shipped home package of `language` with a banner picture added, as an editor would. */
function homeWithPicture(language: 'en' | 'sw') {
  const file = join(process.cwd(), 'schemas', 'cms', language, 'website-homepage-config.json');
  const home = JSON.parse(readFileSync(file, 'utf8')) as { banner: Record<string, unknown> };
  home.banner.image = { src: BANNER, alt: BANNER_ALT };
  return home;
}

/**
 * The home page with a banner picture: the package goes into the session's CMS cache before the
 * page loads (the content service has no publishing for site configs), the picture is served on
 * this origin.
 */
async function homeWithBanner(page: Page) {
  await page.addInitScript(
    ({ en, sw }) => {
      const entry = (data: unknown) => JSON.stringify({ expiresAt: null, data });
      sessionStorage.setItem('cms:EN:website-homepage-config', entry(en));
      sessionStorage.setItem('cms:SW:website-homepage-config', entry(sw));
    },
    { en: homeWithPicture('en'), sw: homeWithPicture('sw') },
  );
  await page.route(`**${BANNER}`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: BANNER_SVG }),
  );
}

/** Every picture or map request the page makes from now on. */
function heavyRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const tile = /googleapis|gstatic|tile/i.test(url.hostname + url.pathname);
    if (request.resourceType() === 'image' || tile) seen.push(request);
  });
  return seen;
}

describe('data saver', () => {
  // SAVE-1, SAVE-5, SAVE-8
  test('home page: no banner picture until "Show image"; the page stays usable', async ({
    page,
  }) => {
    await emulateDataSaver(page);
    await homeWithBanner(page);
    const heavy = heavyRequests(page);
    await openPage(page, '/', 'Stay connected with Twiga');
    const show = main(page).getByRole('button', { name: 'Show image' });
    await expectVisible(show, 'the "Show image" button');
    await expectVisible(main(page).getByText('Image not loaded, to save data.'), 'the note');
    await page.waitForLoadState('networkidle');
    expect(heavy.map((r) => r.url())).toEqual([]);
    await expectNoAxeViolations(page);

    await show.click();
    await expectVisible(main(page).getByRole('img', { name: BANNER_ALT }), 'the banner picture');
    expect(heavy.map((r) => new URL(r.url()).pathname)).toEqual([BANNER]);
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: 'Recharge now' }).click();
    await expectHeading(page, 'Buy airtime and bundles');
  });

  // SAVE-1, SAVE-6, SAVE-8
  test('coverage page: no map until "Load map"; the place search still works', async ({ page }) => {
    await emulateDataSaver(page);
    const heavy = heavyRequests(page);
    await openPage(page, '/openNetworks', 'Network coverage');
    await expectVisible(
      main(page).getByRole('combobox', { name: 'Enter a Location' }),
      'the place search',
    );
    const load = main(page).getByRole('button', { name: 'Load map' });
    await expectVisible(load, 'the "Load map" button');
    await expect(
      main(page).getByRole('img', { name: 'Network coverage map' }).count(),
    ).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(heavy.map((r) => r.url())).toEqual([]);
    await expectNoAxeViolations(page);

    await load.click();
    await expectVisible(
      main(page).getByRole('img', { name: 'Network coverage map' }),
      'the coverage map',
    );
    await expectNoAxeViolations(page);
  });

  // SAVE-5
  test('in Swahili the placeholder speaks Swahili', async ({ page }) => {
    await emulateDataSaver(page);
    await homeWithBanner(page);
    await openPage(page, '/', 'Stay connected with Twiga');
    await switchToSwahili(page);
    await expectVisible(
      main(page).getByRole('button', { name: 'Onyesha picha' }),
      'the "Onyesha picha" button',
    );
    await expectNoAxeViolations(page);
  });

  // SAVE-7
  test('normal mode: the banner picture and the map load at once, no placeholder', async ({
    page,
  }) => {
    await homeWithBanner(page);
    const heavy = heavyRequests(page);
    await openPage(page, '/', 'Stay connected with Twiga');
    await expectVisible(main(page).getByRole('img', { name: BANNER_ALT }), 'the banner picture');
    expect(heavy.map((r) => new URL(r.url()).pathname)).toEqual([BANNER]);
    await expect(main(page).getByRole('button', { name: 'Show image' }).count()).resolves.toBe(0);

    await openPage(page, '/openNetworks', 'Network coverage');
    await expectVisible(
      main(page).getByRole('img', { name: 'Network coverage map' }),
      'the coverage map',
    );
    await expect(main(page).getByRole('button', { name: 'Load map' }).count()).resolves.toBe(0);
  });
});
