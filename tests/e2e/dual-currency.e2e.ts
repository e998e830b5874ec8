/**
 * The dual-currency switch (spec sections 2 and 5) end to end through the sandbox: 716000001 is
 * offered 'Dual Currency Data 25GB' (TZS 2500, a product get-product-config lists as dual-currency),
 * so /payment/start shows the USD/CDF switch with USD 25 (amount / 100) and its CDF conversion
 * (sandbox rate 2850: CDF 71,250); paying in CDF by card charges CDF 71250.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';

const main = (page: Page) => page.getByRole('main');

describe('dual-currency product', () => {
  test('716000001: the dual-currency bundle is paid in CDF after switching from USD', async ({
    page,
  }) => {
    await page.goto('/prepaid-recharge');
    await main(page)
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill('716000001');
    const bundle = main(page)
      .getByRole('region', { name: 'Bundles', exact: true })
      .getByRole('button', { name: /Dual Currency Data 25GB/ });
    await expectVisible(bundle, 'the dual-currency bundle');
    await bundle.click();

    // The start page picks the first card option and replaces the URL with its route.
    await page.waitForURL('**/payment/start/card');
    const payIn = main(page).getByRole('group', { name: 'Pay in' });
    await expectVisible(payIn, 'the USD/CDF switch');
    const usd = payIn.getByRole('radio', { name: 'USD' });
    const cdf = payIn.getByRole('radio', { name: 'CDF' });
    expect(await usd.isChecked()).toBe(true);
    await expectVisible(main(page).getByText(/USD\s*25\s*=\s*CDF\s*71,250/), 'the conversion');
    await expectVisible(
      main(page)
        .getByText(/USD\s*25\b/)
        .first(),
      'USD 25 in the summary',
    );
    await expectNoAxeViolations(page);

    await expect.poll(() => cdf.isEnabled()).toBe(true);
    await cdf.check();
    expect(await cdf.isChecked()).toBe(true);
    await expectVisible(
      main(page)
        .getByText(/CDF\s*71,250/)
        .first(),
      'CDF 71,250 in the summary',
    );
    const gateways = main(page).getByRole('group', { name: 'Choose a payment gateway' });
    await gateways.getByRole('radio', { name: 'Selcom' }).check();
    await main(page).getByRole('textbox', { name: /Email/ }).fill('payer@example.co.tz');
    const pay = main(page).getByRole('button', { name: 'Continue' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();

    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await expectVisible(page.getByText('CDF 71250'), 'the CDF amount at the gateway');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/payment\/status\?id=/);
    await expectVisible(
      main(page).getByRole('heading', { level: 1, name: 'Thank you' }),
      "the 'Thank you' heading",
    );
    await expectVisible(main(page).getByText(/CDF\s*71,250/), 'the CDF amount in the summary');
  });
});
