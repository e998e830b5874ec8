/**
 * The dual-currency switch (PAY-6, PAY-7) end to end through the sandbox: 716000001 is
 * offered 'Dual Currency Data 25GB' (TZS 2500, a product get-product-config lists as dual-currency),
 * so /payment/start shows the USD/CDF switch with USD 25 (amount / 100) and its CDF conversion
 * (sandbox rate 2850: CDF 71,250); paying in CDF by card charges CDF 71250.
 */
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';
import { main, openPrepaid } from './support/screen.ts';
import { atGateway, expectStatusHeading, fillCard } from './support/payment.ts';

describe('dual-currency product', () => {
  // PAY-6, PAY-7
  test('716000001: the dual-currency bundle is paid in CDF after switching from USD', async ({
    page,
  }) => {
    await openPrepaid(page, '716000001');
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
    await (await fillCard(page, 'Selcom')).click();

    await page.waitForURL('**/__sandbox/gw/pay?tid=*');
    await expectVisible(page.getByText('CDF 71250'), 'the CDF amount at the gateway');
    await atGateway(page, 'Approve');
    await expectStatusHeading(page, 'Thank you', "the 'Thank you' heading");
    await expectVisible(main(page).getByText(/CDF\s*71,250/), 'the CDF amount in the summary');
  });
});
