/**
 * A11Y-5 (A11Y-1 to A11Y-4) in Swahili at 360 px: a bundle chosen from the list of the prepaid
 * page (the list arriving is said), paid with each method by keyboard alone; and the issue's own
 * sample: the number, Tab, the amount, Tab at a person's pace lands on "Lipa" while the line
 * check still runs (A11Y-2), and Enter there goes on to the payment once the check passes.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations, injectFault, test } from '../support/index.ts';
import { appTookOver, expectHeading, main } from '../support/screen.ts';
import {
  expectAnnounced,
  expectArrivedAt,
  press,
  tabOnceTo,
  tabTo,
  typeAtPace,
} from '../support/keyboard.ts';
import { chooseMethod, expectOutcome, PAY_BY, WORDS, type Method } from './paymentKeys.ts';

const w = WORDS.sw;
const SUCCESS = '+255 712000001 Yamefanikiwa.';

/** /sw/prepaid-recharge as the browser opens it (the first load: focus is the browser's). */
async function openSwahiliPrepaid(page: Page) {
  await page.goto('/sw/prepaid-recharge');
  await expectHeading(page, w.prepaidHeading);
  await appTookOver(page);
}

/** The number typed, the list said as it arrives, its first bundle chosen: the payment page. */
async function bundleToPayment(page: Page) {
  await openSwahiliPrepaid(page);
  await tabTo(page, main(page).getByRole('textbox', { name: w.phone }), 'Namba ya Simu');
  await typeAtPace(page, '712000001');
  // A11Y-3: the check's result and the list arriving are each said.
  await expectAnnounced(page, w.confirmed);
  await expectAnnounced(page, w.bundlesArrived);
  await expectNoAxeViolations(page);
  const list = main(page).getByRole('region', { name: w.bundles, exact: true });
  await tabTo(page, list.getByRole('button').first(), 'the first bundle');
  await press(page, 'Enter');
  await expectArrivedAt(page, w.paymentHeading);
  await expectNoAxeViolations(page);
}

describe('a bundle from the list, by keyboard (Kiswahili)', () => {
  test('kadi (open first): Selcom, Approve at the gateway; back on the portal the outcome is said', async ({
    page,
  }) => {
    await bundleToPayment(page);
    await PAY_BY.card(page, w);
    // A full page load the browser starts itself: the outcome is said; focus is the browser's.
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectAnnounced(page, w.thankYou);
    await expectAnnounced(page, SUCCESS);
    await expectNoAxeViolations(page);
  });

  for (const method of ['airtime', 'money', 'smartcash', 'mpesa'] satisfies Method[]) {
    test(`${w[method]}: its steps by keyboard, then Asante with focus on it`, async ({ page }) => {
      await bundleToPayment(page);
      await chooseMethod(page, w[method]);
      await PAY_BY[method](page, w);
      await expectOutcome(page, w.thankYou, SUCCESS);
    });
  }

  test('the issue sample: Tab at pace lands on "Lipa" while the number is checked; Enter goes on once it passes', async ({
    page,
    baseUrl,
  }) => {
    // A slow line check (2 s), so the Tab to "Lipa" surely comes while it still runs.
    await injectFault(baseUrl, { path: 'subscriber/v1/validate-number', delayMs: 2_000 });
    await openSwahiliPrepaid(page);
    await tabTo(page, main(page).getByRole('textbox', { name: w.phone }), 'Namba ya Simu');
    await typeAtPace(page, '712000001');
    await tabOnceTo(page, main(page).getByRole('textbox', { name: w.amount }), 'Kiasi');
    await typeAtPace(page, '1000');
    const pay = main(page).getByRole('button', { name: w.pay, exact: true });
    // A11Y-2: "Lipa" is in the tab order while the check runs.
    await tabOnceTo(page, pay, w.pay);
    if ((await main(page).getByText(w.checking).count()) !== 1)
      throw new Error('The line check had finished before the Tab: the sample was not tested.');
    await press(page, 'Enter');
    // The press is kept and said; the payment page follows once the check passes.
    await expectAnnounced(page, w.checking);
    await expectArrivedAt(page, w.paymentHeading);
    await expectNoAxeViolations(page);
  });
});
