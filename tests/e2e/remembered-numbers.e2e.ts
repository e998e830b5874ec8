/**
 * Issue 16 part 2, remembered numbers by choice (REM-1, REM-5, REM-6), as a person does it: a
 * recharge of 712000001 paid to SUCCESS through the sandbox's card gateway, the opt-in ticked,
 * a new recharge offered the number, and Forget all; a payment that fails offers no opt-in.
 */
import { describe } from 'vitest';
import {
  expect,
  expectHeading,
  expectNoAxeViolations,
  expectVisible,
  main,
  openPage,
  payBySelcom,
  startPayment,
  test,
} from './support/index.ts';

const OPT_IN = 'Remember this number on this phone';

describe('remembered numbers', () => {
  test('712000001 paid to SUCCESS, remembered, offered in a new recharge, then forgotten', async ({
    page,
  }) => {
    await startPayment(page, '712000001');
    await payBySelcom(page);
    await expectHeading(page, 'Thank you');
    const optIn = main(page).getByRole('checkbox', { name: OPT_IN });
    await expectVisible(optIn, 'the remember opt-in');
    expect(await optIn.isChecked()).toBe(false);
    await expectVisible(
      main(page).getByText(
        'Only the number and a label you choose are kept, on this phone only; never a PIN, an OTP or an amount.',
      ),
      'the sentence explaining what is kept',
    );
    await optIn.check();
    await main(page).getByRole('textbox', { name: 'Label (optional)' }).fill('Me');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('twiga.rememberedNumbers'))).toBe(
      '[{"number":"712000001","label":"Me"}]',
    );

    await openPage(page, '/prepaid-recharge', 'Buy airtime and bundles');
    // An input with a datalist is a combobox: the phone offers the number as a suggestion.
    const field = main(page).getByRole('combobox', { name: /Mobile Number/ });
    await expectVisible(field, 'the number field with suggestions');
    const listId = await field.getAttribute('list');
    expect(
      await page
        .locator(`datalist[id="${listId}"] option`)
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['712000001']);
    expect(await field.inputValue()).toBe('');

    await main(page).getByRole('button', { name: 'Remembered numbers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remembered numbers' });
    await expectVisible(dialog.getByText('Me · +255 712000001'), 'the remembered number');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Use +255 712000001' }).click();
    await expect.poll(() => field.inputValue()).toBe('712000001');
    await expectVisible(
      main(page).getByRole('region', { name: 'Bundles', exact: true }),
      'the bundles of the chosen number',
    );

    await main(page).getByRole('button', { name: 'Remembered numbers' }).click();
    await dialog.getByRole('button', { name: 'Forget all' }).click();
    await expectVisible(
      dialog.getByText('No numbers are remembered on this phone.'),
      'the empty list',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectVisible(
      main(page).getByRole('textbox', { name: /Mobile Number/ }),
      'the plain number field',
    );
    expect(await main(page).getByRole('button', { name: 'Remembered numbers' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('twiga.rememberedNumbers'))).toBeNull();
  });

  test('712000005: a payment that fails offers no opt-in', async ({ page }) => {
    await startPayment(page, '712000005');
    await payBySelcom(page);
    await expectHeading(page, 'FAILED');
    await expectVisible(main(page).getByText('+255 712000005 Unsuccessful.'), 'Unsuccessful.');
    expect(await main(page).getByRole('checkbox', { name: OPT_IN }).count()).toBe(0);
    expect(await main(page).getByText(OPT_IN).count()).toBe(0);
  });
});
