/**
 * Issue 16, part 3: a finished payment's receipt through the sandbox. 712000001 pays by Selcom to
 * SUCCESS; Share in Chromium without a share sheet copies the receipt (read back from the
 * clipboard), channel=whatsapp adds the wa.me link, and print media shows a clean receipt.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectHidden,
  expectNoAxeViolations,
  expectVisible,
  patiently,
  payBySelcom,
  startPayment,
  switchToSwahili,
  test,
} from './support/index.ts';
import { expectHeading, main } from './support/screen.ts';

/** Chromium without the Web Share API (as on most desktops), the clipboard allowed. */
async function withoutShareSheet(page: Page, context: BrowserContext, origin: string) {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

/** 712000001's TZS 1000 recharge paid at the sandbox's Selcom page, on its status page. */
async function paidReceipt(page: Page): Promise<string> {
  await startPayment(page, '712000001');
  await payBySelcom(page);
  await expectHeading(page, 'Thank you');
  return new URL(page.url()).searchParams.get('id') ?? '';
}

const receipt = (page: Page, name = 'Receipt') => main(page).getByRole('group', { name });
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('payment receipt', () => {
  // RCPT-1, RCPT-2, RCPT-3
  test('Share without a share sheet copies id, amount and the masked number, and says Copied', async ({
    page,
    opened,
    baseUrl,
  }) => {
    await withoutShareSheet(page, opened.context, baseUrl);
    const id = await paidReceipt(page);
    expect(id).not.toBe('');
    await receipt(page).getByRole('button', { name: 'Share receipt' }).click();
    await expectVisible(receipt(page).getByRole('status').getByText('Copied'), 'Copied');
    const text = await clipboardText(page);
    expect(text.split('\n')[0]).toBe('Twiga payment receipt');
    expect(text).toContain(`Transaction ID: ${id}`);
    expect(text).toMatch(/Amount: TZS\s1,000/);
    expect(text).toContain('Mobile number: +255 ******001');
    expect(text).toContain('Result: Successful');
    expect(text).not.toContain('712000001');
    await expectNoAxeViolations(page);
  });

  // RCPT-4
  test('with channel=whatsapp the receipt offers a wa.me link carrying the same text', async ({
    page,
  }) => {
    const id = await paidReceipt(page);
    await page.goto(`/payment/status?id=${id}&channel=whatsapp`);
    await expectHeading(page, 'Thank you');
    const link = receipt(page).getByRole('link', { name: 'Send on WhatsApp' });
    await expectVisible(link, 'the WhatsApp link');
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(`Transaction ID: ${id}`);
    expect(text).toContain('Mobile number: +255 ******001');
    await expectNoAxeViolations(page);
  });

  // RCPT-5
  test('printed, the page is the receipt alone: no header, menus or buttons, the details and a small logo', async ({
    page,
  }) => {
    await paidReceipt(page);
    await expectVisible(receipt(page).getByRole('button', { name: 'Print' }), 'Print');
    // Located by tag, not role: a hidden element leaves the accessibility tree, and a role query
    // would then find none and check nothing.
    const buttons = await page.locator('button').all();
    const menus = await page.locator('nav').all();
    // Share, Print, Return and the language switch at least; the main menu at least.
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    expect(menus.length).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'print' });
    await expectHidden(page.locator('header.site-header'), 'the site header');
    await expectHidden(page.locator('footer.site-footer'), 'the site footer');
    for (const nav of menus) await expectHidden(nav, 'a menu');
    for (const button of buttons) await expectHidden(button, 'a button');
    await expectVisible(main(page).getByRole('heading', { name: 'Thank you' }), 'the outcome');
    await expectVisible(main(page).getByText('Transaction ID', { exact: true }), 'the details');
    const brand = main(page).locator('.receipt-print-brand svg');
    await expectVisible(brand, 'the small logo');
    expect((await brand.boundingBox())?.height).toBeLessThanOrEqual(24);
    const color = await main(page)
      .getByText('Transaction ID', { exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(0, 0, 0)');
    await page.emulateMedia({ media: 'screen' });
    await expectVisible(page.locator('header.site-header'), 'the header back on screen');
  });

  // RCPT-2
  test('in Swahili the copied receipt speaks Swahili', async ({ page, opened, baseUrl }) => {
    await withoutShareSheet(page, opened.context, baseUrl);
    const id = await paidReceipt(page);
    await switchToSwahili(page);
    const share = receipt(page, 'Stakabadhi').getByRole('button', { name: 'Shiriki stakabadhi' });
    await share.waitFor(patiently);
    await share.click();
    await expectVisible(main(page).getByText('Imenakiliwa'), 'Imenakiliwa');
    const text = await clipboardText(page);
    expect(text.split('\n')[0]).toBe('Stakabadhi ya malipo ya Twiga');
    expect(text).toContain(`Namba ya muamala: ${id}`);
    expect(text).toContain('Namba ya simu: +255 ******001');
    expect(text).toContain('Matokeo: Yamefanikiwa');
  });
});
