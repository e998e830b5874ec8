/** Arrange steps every page's e2e test takes: the main landmark, keyboard activation, headings, codes. */
import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './see.ts';

/** The screen's own content; the header and footer sit outside it. */
export const main = (page: Page): Locator => page.getByRole('main');

/**
 * Keyboard activation, as a keyboard or switch user does it (at 360 px the shell's header is
 * wider than the phone, and a mobile Chromium can misplace taps below the fold).
 */
export async function activate(control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

/** Waits for the screen's level-1 heading `name`. */
export async function expectHeading(
  page: Page,
  name: string | RegExp,
  what = `the '${String(name)}' heading`,
  timeout?: number,
): Promise<void> {
  await expectVisible(main(page).getByRole('heading', { level: 1, name }), what, timeout);
}

/**
 * Opens `path` and waits until its level-1 heading `name` is there and the app has taken over
 * the page (a form page's prerendered form, `method="dialog"`, is gone: FIRST-1). Typing into
 * the prerendered form before that is what tests/e2e/type-before-code.e2e.ts does on purpose.
 */
export async function openPage(page: Page, path: string, name: string | RegExp, what?: string) {
  await page.goto(path);
  await expectHeading(page, name, what);
  await appTookOver(page);
}

/** Waits until the app has replaced the prerendered page (no `form[method="dialog"]` left). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('form[method="dialog"]') === null);
}

/** Opens /prepaid-recharge with its heading and phone field, and types `msisdn` when given. */
export async function openPrepaid(page: Page, msisdn?: string): Promise<void> {
  await openPage(page, '/prepaid-recharge', 'Buy airtime and bundles');
  const phone = main(page).getByRole('textbox', { name: /Mobile Number/ });
  await expectVisible(phone, 'the mobile number field');
  if (msisdn !== undefined) await phone.fill(msisdn);
}

/** Types `number` into the screen's Mobile Number field. */
export async function fillNumber(page: Page, number: string): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: /Mobile Number/ })
    .fill(number);
}

/** Types `amount` into the screen's Amount field and waits for the minimum-amount `message`. */
export async function expectBelowMinimum(page: Page, amount: string, message: string) {
  await main(page)
    .getByRole('textbox', { name: /Amount|Kiasi/ })
    .fill(amount);
  await expectVisible(main(page).getByText(message), `the minimum amount message '${message}'`);
}

/** Types a one-time code into the six boxes of the dialog `dialog`, from its first box. */
export async function typeCode(page: Page, dialog: string, code = '123456'): Promise<void> {
  const first = page.getByRole('dialog', { name: dialog }).getByLabel('Digit 1 of 6');
  await expectVisible(first, `the code boxes of '${dialog}'`);
  await first.focus();
  await page.keyboard.type(code);
}

/** Picks an option of a searchable select (the field's button `field`) by its shown label. */
export async function chooseOption(page: Page, field: RegExp, option: string): Promise<void> {
  await activate(main(page).getByRole('button', { name: field }));
  const search = main(page).getByRole('combobox', { name: /Search|Tafuta/ });
  await search.fill(option);
  await expectVisible(main(page).getByRole('option', { name: option, exact: true }), option);
  await search.press('Enter');
}
