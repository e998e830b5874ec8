/**
 * Broadband pages through the sandbox, as a first-time visitor on a phone: the router line
 * 714000001's balance check (OTP 123456, then 12.5 GB and a dash for the unlimited bundle), a
 * router bundle and a broadband recharge through to /payment/start, without accessibility
 * violations; the prepaid handset 712000001 refused on both pages as not a broadband line.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, patiently, test } from './support/index.ts';
import {
  expectBelowMinimum,
  expectHeading,
  fillNumber,
  main,
  openPage,
  typeCode,
} from './support/screen.ts';

const ROUTER = '714000001';

async function openDataBundle(page: Page): Promise<void> {
  await openPage(page, '/data-bundle', 'Broadband data bundles', 'the data-bundle heading');
  await fillNumber(page, ROUTER);
  await expectVisible(main(page).getByText('Broadband line confirmed'), 'the confirmed line');
}

describe('broadband data bundles', () => {
  // BB-1, BB-2
  test('714000001: check balance, OTP 123456, the popup shows 12.5 GB and a dash', async ({
    page,
  }) => {
    await openDataBundle(page);
    await expectNoAxeViolations(page);
    const check = main(page).getByRole('button', { name: 'Check balance' });
    await expect.poll(() => check.isEnabled(), patiently).toBe(true);
    await check.click();
    await typeCode(page, 'Verify your number');

    const popup = page.getByRole('dialog', { name: 'Active bundles' });
    await expectVisible(popup, 'the active-bundles popup');
    const data = popup.getByRole('table', { name: 'Data' });
    await expectVisible(data.getByRole('cell', { name: '12.5 GB' }), '12.5 GB of data');
    const unlimited = data.getByRole('row', { name: /Router Unlimited Night/ });
    await expectVisible(
      unlimited.getByText('-', { exact: true }),
      'a dash for the unlimited bundle',
    );
    await expectVisible(popup.getByRole('table', { name: 'Airtime' }), 'the airtime balance');
    await expectNoAxeViolations(page);
  });

  test('the OTP dialog opens on the code and, after a wrong code, puts focus back on it', async ({
    page,
  }) => {
    await openDataBundle(page);
    const check = main(page).getByRole('button', { name: 'Check balance' });
    await expect.poll(() => check.isEnabled(), patiently).toBe(true);
    await check.click();
    const otp = page.getByRole('dialog', { name: 'Verify your number' });
    const firstBox = otp.getByLabel('Digit 1 of 6');
    await expectVisible(firstBox, 'the OTP boxes');
    const focused = () => firstBox.evaluate((box) => box === document.activeElement);
    // No click: the person types the code at once.
    await expect.poll(focused, patiently).toBe(true);
    await page.keyboard.type('111111');
    const alert = otp.getByRole('alert');
    await expectVisible(alert.getByText('Please enter correct OTP'), 'the wrong-code message');
    await expectVisible(alert.getByText('Attempts left: 4'), 'the attempts left');
    await expect.poll(focused, patiently).toBe(true);
    expect(await firstBox.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    await expectNoAxeViolations(page);
    // Closing the dialog does not repeat the message it already showed as a toast.
    await page.keyboard.press('Escape');
    await expect.poll(() => otp.count(), patiently).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.getByText('Please enter correct OTP').count()).toBe(0);
  });

  // BB-4
  test('choosing a router bundle goes to /payment/start with its details', async ({ page }) => {
    await openDataBundle(page);
    const list = main(page).getByRole('region', { name: 'Data bundles' });
    const bundle = list.getByRole('button', { name: /Router Data 20GB Wiki/ });
    await expectVisible(bundle, 'a router bundle');
    await bundle.click();
    await page.waitForURL('**/payment/start**');
    await expectVisible(
      main(page).getByText(/714000001/),
      'the router number in the payment summary',
    );
    await expectVisible(
      main(page).getByText(/Router Data 20GB Wiki/),
      'the bundle in the payment summary',
    );
  });
});

/** Types a handset number and expects the refusal, with nothing to buy. */
async function expectHandsetRefused(page: Page, heading: string): Promise<void> {
  await expectHeading(page, heading, heading);
  const phone = main(page).getByRole('textbox', { name: /Mobile Number/ });
  await phone.fill('712000001');
  await expectVisible(
    main(page).getByText('This number is not a broadband line'),
    'the not-a-broadband-line message',
  );
  expect(await phone.getAttribute('aria-invalid')).toBe('true');
  expect(await main(page).getByText('Broadband line confirmed').count()).toBe(0);
}

describe('a handset is not a broadband line', () => {
  // ROUTE-9
  test('712000001 on /data-bundle: refused, no router bundles, Check balance stays off', async ({
    page,
  }) => {
    await page.goto('/data-bundle');
    await expectHandsetRefused(page, 'Broadband data bundles');
    expect(
      await main(page)
        .getByRole('button', { name: /Router Data 20GB Wiki/ })
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Check balance' }).isEnabled()).toBe(false);
    await expectNoAxeViolations(page);
  });

  // ROUTE-9
  test('712000001 on /broadband-recharge: refused, Pay stays off', async ({ page }) => {
    await page.goto('/broadband-recharge');
    await expectHandsetRefused(page, 'Broadband recharge');
    await main(page)
      .getByRole('textbox', { name: /Amount/ })
      .fill('5000');
    expect(await main(page).getByRole('button', { name: 'Pay' }).isEnabled()).toBe(false);
  });
});

describe('broadband recharge', () => {
  test('714000001 and TZS 5000 go to /payment/start', async ({ page }) => {
    await openPage(page, '/broadband-recharge', 'Broadband recharge');
    await fillNumber(page, ROUTER);
    const amount = main(page).getByRole('textbox', { name: /Amount/ });
    const pay = main(page).getByRole('button', { name: 'Pay' });
    await expectBelowMinimum(page, '400', 'Minimum amount should be TZS 500');
    await amount.fill('5000');
    await expect.poll(() => pay.isEnabled(), patiently).toBe(true);
    await expectNoAxeViolations(page);
    await pay.click();
    await page.waitForURL('**/payment/start**');
    await expectVisible(
      main(page).getByText(/714000001/),
      'the router number in the payment summary',
    );
    await expectVisible(main(page).getByText(/TZS\s*5,?000\b/), 'TZS 5000 in the payment summary');
  });
});
