/**
 * The store locator through the real sandbox: a place search lists numbered shops with Km; a
 * browser without location permission gets the denial message. No Google: the keyless map.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

async function openLocator(page: Page, path = '/storeLocator'): Promise<void> {
  await openPage(page, path, 'Find a Twiga shop near you');
}

describe('store locator', () => {
  // MAP-2, MAP-3
  test("searching 'Dar es Salaam' lists the nearest shops, numbered, with Km", async ({
    page,
    log,
  }) => {
    await openLocator(page);
    await main(page).getByRole('combobox', { name: 'Search your location' }).fill('Dar es Salaam');
    await main(page)
      .getByRole('option', { name: /Dar es Salaam/ })
      .click();
    const list = main(page)
      .getByRole('heading', { name: 'Shops near you' })
      .locator('xpath=following-sibling::ol[1]');
    await expectVisible(list.getByRole('listitem'), 'shop cards');
    const names = await list.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.length).toBe(7);
    expect(names[0]).toMatch(/^1\.\s*Twiga Shop Kariakoo$/);
    expect(names.every((name, i) => name.startsWith(`${i + 1}.`) && !name.includes(' - '))).toBe(
      true,
    );
    const first = list.getByRole('listitem').first();
    expect(await first.getByText(/^\d+\.\d Km$/).innerText()).toBe('0.8 Km');
    expect(await first.getByRole('link').getAttribute('href')).toBe('tel:+255712100002');
    await expectVisible(
      main(page).getByRole('img', { name: 'Map of nearby shops' }),
      'the keyless map',
    );
    await expectNoAxeViolations(page);
    expect(log.pageErrors).toEqual([]);
  });

  // MAP-5
  test('a browser that denies the location shows the message', async ({ page }) => {
    await openLocator(page, '/store-locator');
    await expectVisible(main(page).getByText('or', { exact: true }), "the 'or' label");
    await main(page).getByRole('button', { name: 'Use current location' }).click();
    await expectVisible(
      main(page).getByRole('alert').filter({
        hasText:
          'We are unable to access your Current Location. You can directly search your location from search field.',
      }),
      'the denial message',
    );
    await expectNoAxeViolations(page);
  });

  // ROUTE-4
  test('the menu routes show the same locator', async ({ page }) => {
    await openLocator(page, '/store_finder/twiga_shop');
    await openLocator(page, '/store_finder/dealers');
  });
});
