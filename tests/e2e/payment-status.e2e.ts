/**
 * Issue 5, the status page: slow settlement, reload, Return and accessibility, through the
 * sandbox's card gateway (every status here comes from the transaction id in the URL).
 */
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';
import { expectHeading, main } from './support/screen.ts';
import { payBySelcom, startPayment } from './support/payment.ts';

describe('payment status page', () => {
  // PAY-16, PAY-18
  test('712000004: REQUEST_REGISTERED twice, then Thank you', async ({ page }) => {
    const fetched: string[] = [];
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/transaction/fetch')) return;
      fetched.push(response.url());
      const body = (await response.json().catch(() => ({}))) as {
        result?: { transactionStatus?: string };
      };
      answers.push(body.result?.transactionStatus ?? '');
    });
    await startPayment(page, '712000004');
    await payBySelcom(page);
    await expectHeading(page, 'Thank you', 'Thank you after the slow settlement');
    await expect
      .poll(() => answers)
      .toEqual(['REQUEST_REGISTERED', 'REQUEST_REGISTERED', 'SUCCESS']);
    expect(fetched).toHaveLength(3);
  });

  // PAY-19
  test('a reload shows the same result, and Return goes back to the recharge page', async ({
    page,
  }) => {
    await startPayment(page, '712000001');
    await payBySelcom(page);
    const heading = main(page).getByRole('heading', { level: 1, name: 'Thank you' });
    await expectVisible(heading, 'Thank you');
    const before = await main(page).getByRole('term').allInnerTexts();
    const url = page.url();
    await page.reload();
    await expectVisible(heading, 'Thank you after the reload');
    expect(page.url()).toBe(url);
    expect(await main(page).getByRole('term').allInnerTexts()).toEqual(before);
    await main(page).getByRole('button', { name: 'Return' }).click();
    await page.waitForURL('**/prepaid-recharge');
  });

  test('no axe violations on the start page and the status page', async ({ page }) => {
    await startPayment(page, '712000001');
    await page.waitForURL('**/payment/start/card');
    await expectVisible(
      main(page).getByRole('group', { name: 'Choose a payment gateway' }),
      'the card form',
    );
    await expectVisible(main(page).getByRole('textbox', { name: /Email/ }), 'the email field');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectVisible(
      main(page).getByRole('navigation', { name: 'Payment methods' }),
      'the desktop method list',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await payBySelcom(page);
    await expectHeading(page, 'Thank you');
    await expectNoAxeViolations(page);
  });
});
