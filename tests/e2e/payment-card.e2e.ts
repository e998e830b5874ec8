/**
 * Issue 5, card payments, as a payer does them: the built portal served by the sandbox, a
 * phone-sized Chromium, role and label queries only, the sandbox's fixed test numbers and its
 * card gateway page and Paystack stand-in.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { prepaidSession } from '../../src/features/payment/testing/sampleSessions.ts';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  sandboxTransactions,
  test,
} from './support/index.ts';

const main = (page: Page) => page.getByRole('main');

/** Stores a TZS 1000 prepaid recharge for `msisdn` before any page script runs (as the recharge page would). */
async function givenPayment(page: Page, msisdn: string): Promise<void> {
  const session = { ...prepaidSession, msisdn };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('paymentData')) sessionStorage.setItem('paymentData', value);
  }, JSON.stringify(session));
}

/** On /payment/start/card: picks the gateway, types the email; returns the Continue button. */
async function fillCard(page: Page, gateway: 'Paystack' | 'Selcom') {
  await page.waitForURL('**/payment/start/card');
  const gateways = main(page).getByRole('group', { name: 'Choose a payment gateway' });
  await expectVisible(gateways, 'the gateway choice');
  await gateways.getByRole('radio', { name: gateway }).check();
  await main(page).getByRole('textbox', { name: /Email/ }).fill('payer@example.co.tz');
  const pay = main(page).getByRole('button', { name: 'Continue' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  return pay;
}

async function expectThankYou(page: Page): Promise<void> {
  await page.waitForURL(/\/payment\/status\?id=/);
  await expectVisible(
    main(page).getByRole('heading', { level: 1, name: 'Thank you' }),
    "the 'Thank you' heading",
  );
  await expectVisible(
    main(page).getByRole('status').getByText('+255 712000001 Successful.'),
    'the success message with the number',
  );
}

describe('card payment', () => {
  test('from the prepaid page: Selcom redirect, Approve at the gateway, Thank you', async ({
    page,
  }) => {
    await page.goto('/prepaid-recharge');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill('712000001');
    const amount = main(page).getByRole('textbox', { name: /Amount/ });
    await amount.fill('1000');
    const payButton = main(page).getByRole('button', { name: 'Pay' });
    await expect.poll(() => payButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await payButton.click();
    const pay = await fillCard(page, 'Selcom');
    await expectNoAxeViolations(page);
    await pay.click();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectThankYou(page);
    await expectVisible(
      main(page).getByText('Selcom').or(main(page).getByText('PREPAID RECHARGE')),
      'the transaction summary',
    );
  });

  test('Paystack popup stand-in: Approve gives Thank you', async ({ page }) => {
    await givenPayment(page, '712000001');
    await page.goto('/payment/start');
    const pay = await fillCard(page, 'Paystack');
    await pay.click();
    const popup = page.getByRole('dialog', { name: 'Paystack (sandbox)' });
    await expectVisible(popup, 'the Paystack popup');
    expect(await popup.innerText()).toContain('TZS 1,000');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expectThankYou(page);
    expect(page.url()).toContain('pg=paystack');
  });

  test('Paystack popup stand-in: Decline shows the payment as unsuccessful with the reason', async ({
    page,
  }) => {
    await givenPayment(page, '712000001');
    await page.goto('/payment/start');
    await (await fillCard(page, 'Paystack')).click();
    const popup = page.getByRole('dialog', { name: 'Paystack (sandbox)' });
    await expectVisible(popup, 'the Paystack popup');
    await popup.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(
      main(page).getByRole('heading', { level: 1, name: 'FAILED' }),
      'the raw FAILED status as heading',
    );
    await expectVisible(
      main(page).getByRole('status').getByText('+255 712000001 Unsuccessful.'),
      'the unsuccessful message with the number',
    );
    await expectVisible(
      main(page).getByText('* Card declined by the issuer'),
      'the starred decline reason',
    );
    await expectNoAxeViolations(page);
  });

  test('Decline at the gateway shows the payment as unsuccessful', async ({ page }) => {
    await givenPayment(page, '712000001');
    await page.goto('/payment/start');
    await (await fillCard(page, 'Selcom')).click();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(
      main(page).getByRole('heading', { level: 1, name: 'FAILED' }),
      'the raw FAILED status as heading',
    );
    await expectVisible(main(page).getByText('+255 712000001 Unsuccessful.'), 'Unsuccessful.');
    await expectVisible(main(page).getByText(/^\* /), 'the starred reason');
  });

  test('a double click on Continue, then Back from the gateway, leaves exactly one transaction', async ({
    page,
    baseUrl,
  }) => {
    await givenPayment(page, '712000001');
    await page.goto('/payment/start');
    const pay = await fillCard(page, 'Selcom');
    await pay.dblclick();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.goBack();
    // Back resumes the pending transaction: its status page, not a second initiation.
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(main(page).getByRole('heading', { level: 1 }), 'the status heading');
    const transactions = await sandboxTransactions(baseUrl);
    expect(transactions).toHaveLength(1);
  });

  test('712000005: approved at the gateway, the payment still fails with the reason', async ({
    page,
  }) => {
    await givenPayment(page, '712000005');
    await page.goto('/payment/start');
    await (await fillCard(page, 'Selcom')).click();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(main(page).getByRole('heading', { level: 1, name: 'FAILED' }), 'FAILED');
    await expectVisible(
      main(page).getByText('* Insufficient funds in wallet'),
      'the starred failure reason',
    );
    await expectVisible(main(page).getByText('+255 712000005 Unsuccessful.'), 'Unsuccessful.');
  });
});
