/**
 * A11Y-5 (A11Y-1 to A11Y-4): a prepaid recharge with a typed amount, paid with each method, by
 * keyboard alone in English at 360 px, from the home page to the payment's outcome; and a method
 * change on the payment page's accordion, then Back. The sandbox's happy line 712000001 (OTP
 * 123456, PIN 1234; every payment ends SUCCESS).
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, test } from '../support/index.ts';
import { main } from '../support/screen.ts';
import { expectAnnounced, expectFocusArrives, press, tabTo } from '../support/keyboard.ts';
import {
  chooseMethod,
  expectOutcome,
  openPrepaidFromHome,
  PAY_BY,
  payAmount,
  WORDS,
} from './paymentKeys.ts';

const w = WORDS.en;
const SUCCESS = '+255 712000001 Successful.';

/** Home → Prepaid recharge → 712000001, TZS 1000 → Pay: on the payment page. */
async function rechargeToPayment(page: Page) {
  await page.goto('/');
  await openPrepaidFromHome(page, w);
  await payAmount(page, w, '712000001', '1000');
  await expectNoAxeViolations(page);
}

describe('prepaid recharge with a typed amount, by keyboard (English)', () => {
  test('card (open first): Selcom, Approve at the gateway; back on the portal the outcome is said', async ({
    page,
  }) => {
    await rechargeToPayment(page);
    await PAY_BY.card(page, w);
    // The gateway sends the browser back: a full page load, which the browser starts itself, so
    // the outcome is checked as said, not where focus is.
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectAnnounced(page, w.thankYou);
    await expectAnnounced(page, SUCCESS);
    await expectNoAxeViolations(page);
  });

  for (const method of ['airtime', 'money', 'smartcash', 'mpesa'] as const) {
    test(`${w[method]}: its steps by keyboard, then Thank you with focus on it`, async ({
      page,
    }) => {
      await rechargeToPayment(page);
      await chooseMethod(page, w[method]);
      await PAY_BY[method](page, w);
      await expectOutcome(page, w.thankYou, SUCCESS);
    });
  }

  test('a method change at 360 px puts focus on the method and says it; Back restores the place', async ({
    page,
  }) => {
    await rechargeToPayment(page);
    const method = (label: string) => main(page).getByRole('button', { name: label, exact: true });
    // A11Y-1 (within the page): the chosen method has focus and its name is said.
    await chooseMethod(page, w.mpesa);
    expect(page.url()).toMatch(/\/payment\/start\/mpesa$/);
    await tabTo(page, method(w.airtime), `the '${w.airtime}' method`, { backwards: true });
    await press(page, 'Space');
    await expectFocusArrives(
      page,
      method(w.airtime).and(page.locator('[aria-expanded="true"]')),
      w.airtime,
    );
    await expectAnnounced(page, w.airtime);
    // A11Y-4: Back shows M-Pesa open again, with focus where it was on that entry (on Airtime,
    // pressed from there).
    await page.goBack();
    await page.waitForURL(/\/payment\/start\/mpesa$/);
    await expectFocusArrives(
      page,
      method(w.airtime).and(page.locator('[aria-expanded="false"]')),
      `the '${w.airtime}' method, where focus was`,
    );
    await expect.poll(() => method(w.mpesa).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
  });
});
