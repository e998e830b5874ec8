/**
 * Issue 11, "a page with two headings saying the same": on a phone, every page a visitor reaches
 * (and the states behind its first step) shows each heading text once. A screen reader's list of
 * headings is the page's table of contents; two equal entries leave the reader guessing.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectVisible, patiently, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

/**
 * Visible heading texts of the page, in order (the footer's and the header's included), and the
 * legends of its groups: a legend reads as a heading to the eye.
 */
async function headings(page: Page): Promise<string[]> {
  return page.locator('h1, h2, h3, h4, h5, h6, [role="heading"], legend').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

async function expectUniqueHeadings(page: Page, where: string): Promise<void> {
  const list = await headings(page);
  const twice = list.filter((text, i) => list.indexOf(text) !== i);
  expect(twice, `${where}: headings shown twice (all: ${JSON.stringify(list)})`).toEqual([]);
}

async function open(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await openPage(page, path, h1, `${path}: its h1`);
}

describe('one heading per text', () => {
  test('the top-level pages', async ({ page }) => {
    const pages: [string, string | RegExp][] = [
      ['/', /./],
      ['/about', 'About Twiga'],
      ['/prepaid-recharge', 'Buy airtime and bundles'],
      ['/postpaid-bill-pay', 'Pay your postpaid bill'],
      ['/data-bundle', 'Broadband data bundles'],
      ['/broadband-recharge', 'Broadband recharge'],
      ['/orp/fixed-internet', 'Pay your fixed internet bill'],
      ['/gethelp', 'How can we help you?'],
      ['/hbb-lead', 'Home broadband'],
      ['/page-not-found', 'Page not found'],
    ];
    for (const [path, h1] of pages) {
      await open(page, path, h1);
      await expectUniqueHeadings(page, path);
    }
  });

  test('the same pages in Swahili', async ({ page }) => {
    await open(page, '/about', 'About Twiga');
    await page
      .getByRole('group', { name: /language|lugha/i })
      .getByRole('button', { name: 'Kiswahili' })
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe('sw');
    for (const path of [
      '/',
      '/about',
      '/prepaid-recharge',
      '/postpaid-bill-pay',
      '/data-bundle',
      '/broadband-recharge',
      '/orp/fixed-internet',
      '/gethelp',
      '/hbb-lead',
    ]) {
      await page.goto(path);
      await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe('sw');
      await expectVisible(main(page).getByRole('heading', { level: 1 }).first(), `${path}: its h1`);
      await page.waitForLoadState('networkidle');
      await expectUniqueHeadings(page, `${path} in Swahili`);
    }
  });

  test('the recharge pages once the number is checked, and the payment page', async ({ page }) => {
    await open(page, '/prepaid-recharge', 'Buy airtime and bundles');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill('712000001');
    await expectVisible(
      main(page).getByRole('heading', { level: 3, name: 'Daily' }),
      'the bundle groups',
    );
    await expectUniqueHeadings(page, '/prepaid-recharge with 712000001');

    await open(page, '/postpaid-bill-pay', 'Pay your postpaid bill');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill('713000001');
    await expectVisible(main(page).getByRole('heading', { name: 'Your bill' }), 'the bill choice');
    await expectUniqueHeadings(page, '/postpaid-bill-pay with 713000001');
    await main(page).getByRole('button', { name: 'Use account number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your account number' });
    await expectVisible(
      dialog.getByRole('textbox', { name: /Account Number/ }),
      'the account dialog',
    );
    await expectUniqueHeadings(page, 'the account-number dialog');
    // The form's own title ('Account number') is not shown above the field of the same name.
    expect(await dialog.getByText('Account number', { exact: true }).count()).toBe(0);

    await open(page, '/prepaid-recharge', 'Buy airtime and bundles');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill('712000001');
    await main(page)
      .getByRole('textbox', { name: /Amount/ })
      .fill('1000');
    const pay = main(page).getByRole('button', { name: 'Pay' });
    await expect.poll(() => pay.isEnabled(), patiently).toBe(true);
    await pay.click();
    await page.waitForURL('**/payment/start/**');
    await expectVisible(
      main(page).getByRole('heading', { name: 'Payment summary' }),
      'the summary',
    );
    await expectUniqueHeadings(page, '/payment/start/card');
  });
});
