/**
 * Issue 3 "Done when", as a first-time visitor does it: the built portal served by the sandbox,
 * a phone-sized Chromium, role and label queries only, the sandbox's fixed test numbers.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  patiently,
  switchToSwahili,
  test,
} from './support/index.ts';
import {
  expectBelowMinimum,
  expectHeading,
  main,
  openPage,
  openPrepaid,
} from './support/screen.ts';

const phoneInput = (page: Page, label: RegExp) => main(page).getByRole('textbox', { name: label });
const bundles = (page: Page, title: string) =>
  main(page).getByRole('region', { name: title, exact: true });

describe('prepaid recharge', () => {
  // ROUTE-8
  test('712000001 shows its bundles; 400 is below the minimum; 1000 goes to the card payment', async ({
    page,
  }) => {
    await openPrepaid(page, '712000001');
    const list = bundles(page, 'Bundles');
    await expectVisible(
      list.getByRole('heading', { level: 3, name: 'Daily' }),
      'the Daily bundle group',
    );
    await expectVisible(list.getByRole('button', { name: /Siku Data 1GB/ }), 'a daily data bundle');
    expect(await list.getByRole('button', { name: /Siku Data 1GB/ }).isEnabled()).toBe(true);

    const pay = main(page).getByRole('button', { name: 'Pay' });
    await expectBelowMinimum(page, '400', 'Minimum amount should be TZS 500');
    expect(await pay.isDisabled()).toBe(true);

    await main(page)
      .getByRole('textbox', { name: /Amount/ })
      .fill('1000');
    await expect.poll(() => pay.isEnabled(), patiently).toBe(true);
    await expectNoAxeViolations(page);
    await pay.click();
    await page.waitForURL('**/payment/start/card');
    const summary = main(page);
    await expectVisible(summary.getByText(/712000001/), 'the mobile number in the payment summary');
    await expectVisible(summary.getByText(/TZS\s*1,?000\b/), 'TZS 1000 in the payment summary');
  });

  // REC-4
  test('719999999 shows Invalid Mobile No and no bundles', async ({ page }) => {
    await openPrepaid(page, '719999999');
    await expectVisible(
      main(page).getByText('Invalid Mobile No'),
      'Invalid Mobile No under the number',
    );
    expect(await phoneInput(page, /Mobile Number/).getAttribute('aria-invalid')).toBe('true');
    expect(await bundles(page, 'Bundles').getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('the same works in Swahili', async ({ page }) => {
    await openPrepaid(page);
    await switchToSwahili(page);
    await expectHeading(page, 'Nunua muda wa maongezi na vifurushi', 'the Swahili heading');
    const phone = phoneInput(page, /Namba ya Simu/);
    await phone.fill('712000001');
    const list = bundles(page, 'Vifurushi');
    await expectVisible(
      list.getByRole('heading', { level: 3, name: 'Kila siku' }),
      'the daily group in Swahili',
    );
    await expectVisible(
      list.getByRole('button', { name: /Siku Data 1GB.*GB 1.*Muda wa matumizi: Siku 1\b/ }),
      "a daily bundle reading 'GB 1' and 'Siku 1'",
    );
    expect(await list.getByText(/\bDays?\b/).count()).toBe(0);

    await expectBelowMinimum(page, '400', 'Kiasi cha chini kinapaswa kuwa TZS 500');
    expect(await main(page).getByRole('button', { name: 'Lipa' }).isDisabled()).toBe(true);

    await phone.fill('719999999');
    await expectVisible(
      main(page).getByText('Namba ya simu si sahihi'),
      'Invalid Mobile No in Swahili',
    );
    await expectNoAxeViolations(page);
  });
});

describe('postpaid bill', () => {
  // BILL-6
  test('713000001: no amount field until the line is confirmed, then the bill choice and below it the amount', async ({
    page,
  }) => {
    await openPage(page, '/postpaid-bill-pay', 'Pay your postpaid bill');
    const phone = phoneInput(page, /Mobile Number/);
    await expectVisible(phone, 'the mobile number field');
    expect(
      await main(page)
        .getByRole('textbox', { name: /Amount/ })
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Pay' }).count()).toBe(0);

    await phone.fill('713000001');
    const viaOtp = main(page).getByRole('button', { name: 'Get bill via OTP' });
    await expectVisible(viaOtp, 'the bill choice');
    const other = main(page).getByRole('region', { name: 'Pay another amount' });
    const amount = other.getByRole('textbox', { name: /Amount/ });
    await expectVisible(amount, 'the amount field below the bill choice');
    const choiceBox = await viaOtp.boundingBox();
    const amountBox = await amount.boundingBox();
    expect(amountBox!.y).toBeGreaterThan(choiceBox!.y + choiceBox!.height);
    await expectNoAxeViolations(page);
  });
});
