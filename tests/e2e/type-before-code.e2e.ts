/**
 * Issue 28 as a subscriber on a slow first visit meets it: each form page's HTML already holds
 * its first step as real fields, so typing starts before the code arrives; when the app takes
 * over, every keystroke, the focus and the caret are kept, the page's checks run on what was
 * typed, and a press of the button made too early is acted on (FIRST-1 to FIRST-4).
 *
 * The app's code is held back (the request of its boot chunk waits) until the test lets it go,
 * so "before the code" is a state the test controls, not a race.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { controlHeaders } from '../../sandbox/control/contract.ts';
import { describe } from 'vitest';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  patiently,
  test,
  withoutScripts,
} from './support/index.ts';
import { main } from './support/screen.ts';

/** Holds every request of the app's code (src/app/boot.tsx's chunk) until `release`. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return { release: () => release() };
}

/** Opens `path` with the app's code held back: the page is its HTML until `release`. */
async function openHeld(page: Page, path: string): Promise<{ release: () => void }> {
  const app = await holdTheApp(page);
  await page.goto(path);
  return app;
}

/** Fills the fixed-internet form with the test data's account (3 open invoices). */
async function fillAccount(page: Page): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: /Account Number/ })
    .fill('PE0000000001');
  await main(page).getByRole('textbox', { name: /Email/ }).fill('billing@example.co.tz');
}

/** True while the page shows the prerendered form (the app has not taken over). */
const prerendered = (page: Page) =>
  page.evaluate(() => document.querySelector('main form[method="dialog"]') !== null);

/** Waits until the live form has replaced the prerendered one. */
const takenOver = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return form !== null && !form.matches('[method="dialog"]');
  });

/** Waits until the app rendered the page (its own header's language buttons replace the links). */
const takenOverAnyPage = (page: Page) =>
  page.waitForFunction(() => document.querySelector('header [role="group"] button') !== null);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const caret = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    return [field?.selectionStart, field?.selectionEnd];
  });

describe('a form that takes typing before its code', () => {
  for (const { path, phone, amount, pay, confirmed } of [
    {
      path: '/prepaid-recharge',
      phone: /Mobile Number/,
      amount: /Amount/,
      pay: 'Pay',
      confirmed: 'Prepaid line confirmed',
    },
    {
      path: '/sw/prepaid-recharge',
      phone: /Namba ya Simu/,
      amount: /Kiasi/,
      pay: 'Lipa',
      confirmed: 'Namba ya malipo kabla imethibitishwa',
    },
  ]) {
    test(`${path}: digits typed before the take-over stay, with focus and caret, and the line check runs on them`, async ({
      page,
    }) => {
      const app = await openHeld(page, path);
      const number = main(page).getByRole('textbox', { name: phone });
      await number.click();
      await page.keyboard.type('71200001');
      // The caret moved back into the number: the take-over must keep it there, not at the end.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await prerendered(page)).toBe(true);
      expect(await main(page).getByRole('button', { name: pay }).isEnabled()).toBe(true);

      app.release();
      await takenOver(page);
      expect(await number.inputValue()).toBe('71200001');
      expect(await focusedId(page)).toBe('root_msisdn');
      expect(await caret(page)).toEqual([6, 6]);
      // The next digit lands where the caret was: 712000|01 -> 712000001.
      await page.keyboard.type('0');
      expect(await number.inputValue()).toBe('712000001');
      // REC-3: the line check ran on what was typed, as if typed after.
      await expectVisible(main(page).getByText(confirmed), 'the line confirmed');

      // The amount, typed across nothing special now: the live form owns the field.
      await main(page).getByRole('textbox', { name: amount }).fill('1000');
      await expect
        .poll(() => main(page).getByRole('button', { name: pay }).isEnabled(), patiently)
        .toBe(true);
    });
  }

  test('/contact-us: every keystroke typed while the app takes over is kept, in the field it was typed in', async ({
    page,
  }) => {
    const app = await openHeld(page, '/contact-us');
    const name = main(page).getByRole('textbox', { name: /Full Name/ });
    await name.click();
    await page.keyboard.type('Amina');
    expect(await prerendered(page)).toBe(true);
    app.release();
    // Keystrokes 80 ms apart for about a second and a half: the take-over falls among them.
    await page.keyboard.type(' Juma Mwinyimkuu', { delay: 80 });
    await takenOver(page);
    await page.keyboard.type('!', { delay: 80 });
    expect(await name.inputValue()).toBe('Amina Juma Mwinyimkuu!');
    expect(await focusedId(page)).toBe('root_fullName');
  });

  test('/sw/data-bundle: the number typed before the code stays once the app is there, with no axe violation', async ({
    page,
  }) => {
    const app = await openHeld(page, '/sw/data-bundle');
    const number = main(page).getByRole('textbox', { name: /Namba ya Simu/ });
    await number.fill('712000001');
    app.release();
    await takenOver(page);
    expect(await number.inputValue()).toBe('712000001');
    await expectNoAxeViolations(page);
  });
});

describe('styled as it will stay', () => {
  for (const { path, parts } of [
    {
      path: '/prepaid-recharge',
      parts: 'main h1, main form label, main form input, main form button',
    },
    { path: '/contact-us', parts: 'main h1, main form label, main form input, main form button' },
    // The plan table is live data (its placeholder is replaced when the plans arrive, not at the
    // take-over); the heading and the device card are drawn from the CMS at build.
    { path: '/sw/hbb-lead', parts: 'main h1, main .hbb-device, main .hbb-device h2' },
  ]) {
    test(`${path}: what the page shows does not move or change look when the app takes over (FIRST-1)`, async ({
      page,
    }) => {
      const app = await openHeld(page, path);
      const look = () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)].map((el) => {
              const box = el.getBoundingClientRect();
              const css = getComputedStyle(el);
              return [
                el.tagName,
                el.textContent?.trim().slice(0, 30),
                Math.round(box.top),
                Math.round(box.height),
                Math.round(box.width),
                css.fontSize,
                css.color,
                css.backgroundColor,
              ].join(' | ');
            }),
          parts,
        );
      const before = await look();
      expect(before.length).toBeGreaterThan(1);
      app.release();
      await takenOverAnyPage(page);
      expect(await look()).toEqual(before);
    });
  }
});

describe('a press of the button before the code', () => {
  test('/orp/fixed-internet: SHOW BILLS pressed early says it is still loading, then shows the bills', async ({
    page,
  }) => {
    const app = await openHeld(page, '/orp/fixed-internet');
    await fillAccount(page);
    await main(page).getByRole('button', { name: 'SHOW BILLS' }).click();
    // Said at once, by the page itself: nothing is sent, the entry is kept, the address unchanged.
    await expectVisible(
      main(page).getByRole('status').filter({ hasText: 'Still loading' }),
      'the still-loading line',
    );
    expect(new URL(page.url()).pathname).toBe('/orp/fixed-internet');
    expect(new URL(page.url()).search).toBe('');

    app.release();
    const list = main(page).getByRole('list', { name: 'Open invoices' });
    await expectVisible(list, 'the invoices, without a second press');
    expect(await list.getByRole('listitem').count()).toBe(3);
  });

  test('/sw/contact-us: Tuma pressed early with a field missing shows what is missing once the app is there', async ({
    page,
  }) => {
    const app = await openHeld(page, '/sw/contact-us');
    await main(page)
      .getByRole('textbox', { name: /Jina Kamili/ })
      .fill('Amina Juma');
    await main(page).locator('form button[type="submit"]').click();
    await expectVisible(
      main(page).getByRole('status').filter({ hasText: 'Bado inapakia' }),
      'the Swahili still-loading line',
    );
    app.release();
    await takenOver(page);
    // The name stays; the missing number is named, in Swahili.
    expect(
      await main(page)
        .getByRole('textbox', { name: /Jina Kamili/ })
        .inputValue(),
    ).toBe('Amina Juma');
    await expectVisible(
      main(page)
        .getByText(/Namba ya Mawasiliano.*inahitajika|inahitajika/)
        .first(),
      'the Swahili "required" message',
    );
  });
});

describe('the payment page before its code', () => {
  for (const { path, heading } of [
    { path: '/payment/start', heading: 'Payment' },
    { path: '/sw/payment/start', heading: 'Malipo' },
  ]) {
    test(`${path} paints its heading, summary and method list placeholders from the HTML (FIRST-5)`, async ({
      browser,
      baseUrl,
    }) => {
      await withoutScripts(browser, baseUrl, async (page) => {
        await page.goto(path);
        await expectVisible(
          main(page).getByRole('heading', { level: 1, name: heading }),
          `the '${heading}' heading`,
        );
        const box = (selector: string) =>
          main(page)
            .locator(selector)
            .evaluate((el) => el.getBoundingClientRect().height);
        // Placeholders of fixed size, laid out by the payment page's own stylesheet.
        expect(await box('.payment-summary')).toBeGreaterThan(100);
        expect(await main(page).locator('.payment-start__main .skeleton').count()).toBe(5);
      });
    });
  }
});

/** The shipped package `name` of `language`, as the build drew it. */
const shipped = (language: 'en' | 'sw', name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../schemas/cms/${language}/${name}.json`, import.meta.url), 'utf8'),
  ) as {
    schema: { required: string[]; properties: Record<string, unknown> };
    uiSchema: Record<string, unknown>;
    messages: Record<string, unknown>;
  };

/** Publishes `en` and `sw` of `name` together, as the CMS editor does. */
async function publish(baseUrl: string, name: string, en: unknown, sw: unknown): Promise<void> {
  const response = await fetch(new URL(`/cms/packages/${name}`, baseUrl), {
    method: 'PUT',
    headers: { ...controlHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ en: JSON.stringify(en), sw: JSON.stringify(sw) }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The package without its e-mail field: what an editor might publish after a build. */
function withoutEmail(language: 'en' | 'sw') {
  const pkg = shipped(language, 'form-fixed-internet');
  const { email: _email, ...properties } = pkg.schema.properties;
  const { email: _ui, ...uiSchema } = pkg.uiSchema;
  const { email: _messages, ...messages } = pkg.messages;
  return {
    ...pkg,
    messages,
    schema: { ...pkg.schema, required: ['accountNo'], properties },
    uiSchema: { ...uiSchema, 'ui:order': ['accountNo'] },
  };
}

describe('a page older than the published package', () => {
  test('/orp/fixed-internet: the live form of the newer package keeps the account number typed before the code, and drops the field it no longer has (FIRST-4)', async ({
    page,
    baseUrl,
  }) => {
    await publish(baseUrl, 'form-fixed-internet', withoutEmail('en'), withoutEmail('sw'));
    try {
      const app = await openHeld(page, '/orp/fixed-internet');
      // The build's page still has both fields.
      await fillAccount(page);
      app.release();
      await takenOver(page);
      expect(
        await main(page)
          .getByRole('textbox', { name: /Account Number/ })
          .inputValue(),
      ).toBe('PE0000000001');
      expect(await main(page).getByRole('textbox', { name: /Email/ }).count()).toBe(0);
    } finally {
      await publish(
        baseUrl,
        'form-fixed-internet',
        shipped('en', 'form-fixed-internet'),
        shipped('sw', 'form-fixed-internet'),
      );
    }
  });
});
