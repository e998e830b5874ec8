/**
 * Issue 5, card payments, as a payer does them: the built portal served by the sandbox, a
 * phone-sized Chromium, role and label queries only, the sandbox's fixed test numbers and its
 * card gateway page and Paystack stand-in.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  sandboxTransactions,
  test,
} from './support/index.ts';
import { main, openPrepaid } from './support/screen.ts';
import { atGateway, expectStatusHeading, fillCard, startPayment } from './support/payment.ts';

async function expectThankYou(page: Page): Promise<void> {
  await expectStatusHeading(page, 'Thank you', "the 'Thank you' heading");
  await expectVisible(
    main(page).getByRole('status').getByText('+255 712000001 Successful.'),
    'the success message with the number',
  );
}

describe('card payment', () => {
  // CARD-3
  test('from the prepaid page: Selcom redirect, Approve at the gateway, Thank you', async ({
    page,
  }) => {
    await openPrepaid(page, '712000001');
    const amount = main(page).getByRole('textbox', { name: /Amount/ });
    await amount.fill('1000');
    const payButton = main(page).getByRole('button', { name: 'Pay' });
    await expect.poll(() => payButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await payButton.click();
    const pay = await fillCard(page, 'Selcom');
    await expectNoAxeViolations(page);
    await pay.click();
    await atGateway(page, 'Approve');
    await expectThankYou(page);
    await expectVisible(
      main(page).getByText('Selcom').or(main(page).getByText('PREPAID RECHARGE')),
      'the transaction summary',
    );
  });

  // CARD-3
  test('Paystack popup stand-in: Approve gives Thank you', async ({ page }) => {
    await startPayment(page, '712000001');
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
    await startPayment(page, '712000001');
    await (await fillCard(page, 'Paystack')).click();
    const popup = page.getByRole('dialog', { name: 'Paystack (sandbox)' });
    await expectVisible(popup, 'the Paystack popup');
    await popup.getByRole('button', { name: 'Decline' }).click();
    await expectStatusHeading(page, 'FAILED', 'the raw FAILED status as heading');
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
    await startPayment(page, '712000001');
    await (await fillCard(page, 'Selcom')).click();
    await atGateway(page, 'Decline');
    await expectStatusHeading(page, 'FAILED', 'the raw FAILED status as heading');
    await expectVisible(main(page).getByText('+255 712000001 Unsuccessful.'), 'Unsuccessful.');
    await expectVisible(main(page).getByText(/^\* /), 'the starred reason');
  });

  test('a double click on Continue, then Back from the gateway, leaves exactly one transaction', async ({
    page,
    baseUrl,
  }) => {
    await startPayment(page, '712000001');
    const pay = await fillCard(page, 'Selcom');
    await pay.dblclick();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.goBack();
    // Back resumes the pending transaction: its status page, not a second initiation.
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(main(page).getByRole('heading', { level: 1 }), 'the status heading');
    expect(await sandboxTransactions(baseUrl)).toHaveLength(1);
  });

  test('712000005: approved at the gateway, the payment still fails with the reason', async ({
    page,
  }) => {
    await startPayment(page, '712000005');
    await (await fillCard(page, 'Selcom')).click();
    await atGateway(page, 'Approve');
    await expectStatusHeading(page, 'FAILED', 'FAILED');
    await expectVisible(
      main(page).getByText('* Insufficient funds in wallet'),
      'the starred failure reason',
    );
    await expectVisible(main(page).getByText('+255 712000005 Unsuccessful.'), 'Unsuccessful.');
  });

  // ROUTE-15, CARD-7
  test('Cancel at the gateway shows the payment as CANCELLED', async ({ page }) => {
    await startPayment(page, '712000001');
    await (await fillCard(page, 'Selcom')).click();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectStatusHeading(page, 'CANCELLED', 'the raw CANCELLED status as heading');
    await expectVisible(main(page).getByText('+255 712000001 Unsuccessful.'), 'Unsuccessful.');
    await expectVisible(main(page).getByText('* Cancelled by the customer'), 'the starred reason');
  });

  test('a forged return URL saying status=success leaves the payment In Processing', async ({
    page,
  }) => {
    await startPayment(page, '712000001');
    await (await fillCard(page, 'Selcom')).click();
    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    const tid = new URL(page.url()).searchParams.get('tid') ?? '';
    // Typed instead of pressing Approve: only the gateway's own decision may settle the payment.
    await page.goto(`${PG_CALLBACK_PATH}?txref=${tid}&PnrID=PNR1&status=success`);
    await expectStatusHeading(page, 'In Processing', "'In Processing', not 'Thank you'");
    await expectVisible(
      main(page).getByRole('status').getByText('+255 712000001 In Processing.'),
      'the processing message with the number',
    );
  });
});
