/**
 * Issue 32 (EDIT-1, EDIT-2, EDIT-3, EDIT-4, EDIT-6): an editor who never opens the JSON tab changes a form by doing, keyboard
 * only: adds a field with its Swahili words, reorders it, makes another appear only for one of its
 * answers, sees both in the EN and SW previews, publishes, and a new visitor's portal page shows
 * them. One who leaves the Swahili label empty cannot publish; undo and redo take the steps back
 * and forth. In Chromium through the real sandbox; no axe violation.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expectFocusArrives,
  expectAnnounced,
  press,
  tabTo,
  typeAtPace,
} from './support/keyboard.ts';
import {
  expect,
  expectHidden,
  expectNoAxeViolations,
  expectVisible,
  newPage,
  test,
} from './support/index.ts';
import { switchToSwahili } from './support/language.ts';
import { main, openPage } from './support/screen.ts';

async function openEditor(page: Page) {
  await page.goto('/cms-editor');
  await expectVisible(
    page.getByRole('heading', { name: 'Fields of the form' }),
    'the prepaid form as fields',
  );
}

/** The form that adds a field at the end of the form itself (not inside a group). */
const addForm = (page: Page, name = 'Add a field to the form') => page.getByRole('form', { name });

/** Tabs to a control and changes it as a keyboard does: a select by typing, a box by typing. */
async function typeInto(page: Page, control: Locator, what: string, text: string) {
  await tabTo(page, control, what, { max: 120 });
  await typeAtPace(page, text);
}

/** Tabs to a button and presses Enter on it. */
async function pressOn(page: Page, button: Locator, what: string) {
  await tabTo(page, button, what, { max: 120 });
  await press(page, 'Enter');
}

/** Adds a field of a kind (typed as its list entry starts) with its EN and SW labels. */
async function addField(page: Page, kind: string, en: string, sw: string) {
  const form = addForm(page);
  await typeInto(page, form.getByRole('combobox', { name: 'Kind of field' }), 'the kind', kind);
  await press(page, 'Tab');
  await typeAtPace(page, en);
  await press(page, 'Tab');
  await typeAtPace(page, sw);
  await press(page, 'Tab');
  await press(page, 'Enter');
}

const card = (page: Page, heading: RegExp) =>
  page.locator('section.ed-field').filter({ has: page.getByRole('heading', { name: heading }) });

async function visitorSees(
  browser: Browser,
  baseUrl: string,
  check: (page: Page) => Promise<void>,
) {
  const visitor = await newPage(browser, baseUrl);
  try {
    await check(visitor.page);
  } finally {
    await visitor.close();
  }
}

describe('the structured CMS editor, keyboard only', () => {
  test('adds a yes/no field and a date shown only for "Yes", reorders, publishes; the portal shows both', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await openEditor(page);
    await addField(page, 'Yes', 'Call me back', 'Nipigie');
    await expectFocusArrives(
      page,
      page.getByRole('heading', { name: 'Call me back (Yes / No)' }),
      'the new field',
    );
    await expectAnnounced(page, 'Call me back added at the end.');
    await addField(page, 'Da', 'Callback date', 'Tarehe ya kupigiwa');
    await expectFocusArrives(
      page,
      page.getByRole('heading', { name: 'Callback date (Date)' }),
      'the second new field',
    );

    // EDIT-2: reorder; the yes/no goes above the amount.
    const moveUp = page.getByRole('button', { name: 'Move Call me back up' });
    await tabTo(page, moveUp, 'Move Call me back up', { backwards: true, max: 120 });
    await press(page, 'Enter');
    await expectAnnounced(page, 'Call me back moved up to place 2.');
    const preview = page.getByRole('region', { name: 'Form in English' });
    const labels = await preview.locator('label, legend').allInnerTexts();
    const order = ['Mobile Number', 'Call me back', 'Amount (TZS)', 'Callback date'].map((l) =>
      labels.findIndex((text) => text.includes(l)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The date only for "Yes".
    const date = card(page, /^Callback date/);
    await typeInto(
      page,
      date.getByRole('combobox', { name: 'Show this field' }),
      'when the date shows',
      'Only when Call me back is Y',
    );
    await expectVisible(date.getByText('Shown only when Call me back is Yes.'), 'the condition');
    await expectHidden(preview.getByLabel('Callback date'), 'the date, before any answer');
    await preview.getByRole('radio', { name: 'Yes' }).check();
    await expectVisible(preview.getByLabel('Callback date'), 'the date, for "Yes"');
    const swPreview = page.getByRole('region', { name: 'Form in Swahili' });
    await expectVisible(swPreview.getByRole('radio', { name: 'Ndiyo' }), 'the SW answer');

    await expectVisible(
      page.getByText('No problems: English and Swahili can be published.'),
      'the check passing',
    );
    // EDIT-4: what a subscriber will notice, compared with the live version, before publish.
    const summary = page.getByRole('region', { name: 'What changes for subscribers' });
    for (const line of [
      'New field: Call me back',
      'New field: Callback date',
      'Callback date shows only when Call me back is Yes',
    ])
      await expectVisible(summary.getByText(line, { exact: true }), line);
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole('button', { name: 'Publish both' }), 'Publish both');
    const result = page.getByRole('status').filter({
      hasText: 'Published together: English as version 1, Swahili as version 1. Both are live now.',
    });
    await expectVisible(result, 'both published');
    expect(await page.getByRole('tab', { name: 'JSON (advanced)', selected: false }).count()).toBe(
      1,
    );

    await visitorSees(browser, baseUrl, async (visitor) => {
      await openPage(visitor, '/prepaid-recharge', 'Buy airtime and bundles');
      const ask = main(visitor).getByRole('group', { name: /Call me back/ });
      await expectVisible(ask, 'the new yes/no');
      await expectHidden(main(visitor).getByLabel(/Callback date/), 'the date before "Yes"');
      await ask.getByRole('radio', { name: 'Yes' }).check();
      await expectVisible(main(visitor).getByLabel(/Callback date/), 'the date after "Yes"');
      await switchToSwahili(visitor);
      await main(visitor).getByRole('radio', { name: 'Ndiyo' }).check();
      await expectVisible(main(visitor).getByLabel(/Tarehe ya kupigiwa/), 'the SW date');
    });
  });

  test('in Swahili: an empty Swahili label blocks publish; undo and redo; the portal is unchanged', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await openEditor(page);
    await typeInto(
      page,
      page.getByRole('combobox', { name: 'Editor language' }),
      'the editor language',
      'K',
    );
    await expectVisible(
      page.getByRole('heading', { name: 'Sehemu za fomu' }),
      'the editor in Swahili',
    );
    const form = addForm(page, 'Ongeza sehemu kwenye fomu');
    await typeInto(
      page,
      form.getByRole('textbox', { name: 'Lebo kwa Kiingereza' }),
      'the EN label',
      'Reference',
    );
    await press(page, 'Enter');
    await expectFocusArrives(
      page,
      page.getByRole('heading', { name: 'Reference (Maandishi)' }),
      'the new field',
    );

    // EDIT-3: the check names the field in the editor's language, and blocks publish.
    const check = page.getByRole('list', { name: 'Ukaguzi' });
    await expectVisible(
      check.getByText('Lebo ya Kiswahili ya Reference iko tupu.'),
      'the missing label',
    );
    await pressOn(page, page.getByRole('button', { name: 'Chapisha zote mbili' }), 'Publish both');
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Haijachapishwa: kwanza rekebisha tatizo' }),
      'publish refused before sending',
    );
    await expectNoAxeViolations(page);

    // EDIT-2: undo takes the field away, redo brings it back.
    await press(page, 'Control+Z');
    await expectHidden(
      page.getByRole('heading', { name: 'Reference (Maandishi)' }),
      'the field, undone',
    );
    await expectAnnounced(page, 'Imetenduliwa.');
    await press(page, 'Control+Y');
    await expectVisible(
      page.getByRole('heading', { name: 'Reference (Maandishi)' }),
      'the field, redone',
    );

    await visitorSees(browser, baseUrl, async (visitor) => {
      await openPage(visitor, '/prepaid-recharge', 'Buy airtime and bundles');
      await expectVisible(
        main(visitor).getByRole('textbox', { name: /Mobile Number/ }),
        'the form',
      );
      expect(
        await main(visitor)
          .getByRole('textbox', { name: /Reference/ })
          .count(),
      ).toBe(0);
    });
  });
});
