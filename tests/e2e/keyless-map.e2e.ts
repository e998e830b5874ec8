/**
 * The keyless map, which is what everyone sees in the sandbox (no Google key): the coverage map
 * shows Tanzania's towns and is centred on the sites shown, and the home-broadband map picker's
 * pin, moved from the keyboard, is named after the nearest town of the town list.
 */
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectNoAxeViolations,
  expectVisible,
  injectFault,
  test,
} from './support/index.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on screen`);
  return box;
}

/** The box around every site pin drawn on the plot. */
async function pinsBox(plot: Locator): Promise<Box> {
  const boxes = await Promise.all(
    (await plot.locator('[data-marker-id]').all()).map((pin) => boxOf(pin)),
  );
  expect(boxes.length).toBeGreaterThan(0);
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Every pin is on the plot and the pins' middle is near the plot's middle. */
async function expectCentredOnPins(plot: Locator): Promise<{ plot: Box; pins: Box }> {
  const outer = await boxOf(plot);
  const pins = await pinsBox(plot);
  expect(pins.x).toBeGreaterThanOrEqual(outer.x);
  expect(pins.y).toBeGreaterThanOrEqual(outer.y);
  expect(pins.x + pins.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(pins.y + pins.height).toBeLessThanOrEqual(outer.y + outer.height);
  // A pin is drawn above its point, so its box sits a pin's height high: 12% is the slack.
  const dx = pins.x + pins.width / 2 - (outer.x + outer.width / 2);
  const dy = pins.y + pins.height / 2 - (outer.y + outer.height / 2);
  expect(Math.abs(dx)).toBeLessThan(outer.width * 0.12);
  expect(Math.abs(dy)).toBeLessThan(outer.height * 0.12);
  return { plot: outer, pins };
}

describe('the keyless coverage map', () => {
  // MAP-16
  test('shows the towns and is centred on all sites, then on the 5G sites', async ({ page }) => {
    await page.goto('/openNetworks');
    const main = page.getByRole('main');
    const plot = main.getByRole('img', { name: 'Network coverage map' });
    await expectVisible(plot, 'the coverage map');
    for (const town of ['Dar es Salaam', 'Dodoma', 'Mwanza']) {
      await expectVisible(plot.locator('text').filter({ hasText: town }), `the town ${town}`);
    }
    const all = await expectCentredOnPins(plot);
    // All 14 sites span the country: the pins cover most of the plot's width.
    expect(all.pins.width).toBeGreaterThan(all.plot.width * 0.6);

    await main.getByRole('radio', { name: '5G coverage' }).check();
    await expectVisible(main.getByRole('status').filter({ hasText: '5 sites shown' }), '5G count');
    const fiveG = await expectCentredOnPins(plot);
    // The view closes in on the 5G sites instead of leaving them in one corner of the country.
    expect(fiveG.pins.width).toBeGreaterThan(fiveG.plot.width * 0.3);
    await expectNoAxeViolations(page);
  });
});

/** From the plan to the map picker: the geocoder answers garbage three times, so nothing is found. */
async function openMapPicker(page: Page, baseUrl: string): Promise<Locator> {
  await injectFault(baseUrl, { path: '/maps/geocode', malformed: true, count: 3 });
  await page.goto('/hbb-lead');
  const main = page.getByRole('main');
  const plan = main.getByRole('group', { name: 'Choose a plan' }).getByRole('radio', {
    name: 'Home Plus',
  });
  await expectVisible(plan, 'the plan Home Plus');
  await plan.focus();
  await plan.press('Space');
  await main.getByRole('button', { name: 'Proceed' }).focus();
  await page.keyboard.press('Enter');
  const name = main.getByRole('textbox', { name: /Full Name/ });
  await expectVisible(name, 'the Full Name field');
  await name.fill('Asha Mushi');
  await main.getByRole('textbox', { name: /Contact Number/ }).focus();
  await page.keyboard.type('712000001');
  await main.getByRole('textbox', { name: /Email/ }).fill('asha@example.co.tz');
  await main.getByRole('button', { name: /^Town/ }).focus();
  await page.keyboard.press('Enter');
  await main.getByRole('combobox', { name: 'Search' }).fill('Dar es Salaam');
  await expectVisible(main.getByRole('option', { name: 'Dar es Salaam', exact: true }), 'the town');
  await main.getByRole('combobox', { name: 'Search' }).press('Enter');
  await main.getByRole('textbox', { name: /Installation Address/ }).fill('Plot 12 Unknown Road');
  await main.getByRole('checkbox', { name: /terms and conditions/ }).focus();
  await page.keyboard.press('Space');
  await main.getByRole('button', { name: 'Proceed' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm installation address' });
  await expectVisible(dialog.getByRole('application'), 'the map picker');
  return dialog;
}

describe('the home-broadband map picker', () => {
  test('the pin starts at the town, moves by keyboard and is named after the nearest town', async ({
    page,
    baseUrl,
  }) => {
    const dialog = await openMapPicker(page, baseUrl);
    const map = dialog.getByRole('application', { name: 'Map of the installation address' });
    await expectVisible(
      dialog.getByText('Nearest town: Dar es Salaam (0 km)'),
      'the pin at Dar es Salaam',
    );
    await expectVisible(map.locator('text').filter({ hasText: 'Dodoma' }), 'the town Dodoma');
    await map.focus();
    // Three large steps west: -6.81281, 36.273933, 92.5 km from Dodoma (haversine, radius 6371).
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expectVisible(dialog.getByText('Nearest town: Dodoma (92.5 km)'), 'Dodoma, 92.5 km away');
    expect(await dialog.getByText('Chosen: Near Dodoma').isVisible()).toBe(true);
    expect(await dialog.getByText(/address is not found/i).count()).toBe(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Is this your installation address?' });
    await expectVisible(confirm.getByText('Near Dodoma'), 'the named pin in the confirm dialog');
    await expectVisible(
      confirm.getByText('Latitude -6.81281, longitude 36.273933'),
      'the pin position',
    );
  });
});
