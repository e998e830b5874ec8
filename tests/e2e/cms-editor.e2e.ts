/**
 * Issue 15, content editors: the editor page at /cms-editor changes a label and publishes it
 * without a release, a broken package is refused with its reasons, an earlier version is restored,
 * a new rule made in English and Swahili is published together; the portal (a fresh visitor, so
 * no cached copy) shows what is live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, newPage, test } from './support/index.ts';
import { switchToSwahili } from './support/language.ts';
import { main, openPage } from './support/screen.ts';

interface Field {
  type?: string;
  title: string;
  maxLength?: number;
}
interface PrepaidForm {
  schema: { properties: { msisdn: Field } & Record<string, Field> };
  uiSchema: Record<string, unknown> & { 'ui:order': string[] };
  messages: { msisdn: { pattern: string } };
}
const shippedIn = (lang: 'en' | 'sw') =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'schemas', 'cms', lang, 'form-prepaid-recharge.json'),
      'utf8',
    ),
  ) as PrepaidForm;
const shipped = { en: shippedIn('en'), sw: shippedIn('sw') };

/** The shipped prepaid form of `lang` (EN unless told) with `edit` applied, as the editor holds it. */
function prepaidForm(edit: (json: PrepaidForm) => void, lang: 'en' | 'sw' = 'en'): string {
  const json = structuredClone(shipped[lang]);
  edit(json);
  return JSON.stringify(json, null, 2);
}

/** A new rule: an optional text field 'reference' of at most 5 characters, labelled `title`. */
const withReference = (lang: 'en' | 'sw', title: string) =>
  prepaidForm((j) => {
    j.schema.properties.reference = { type: 'string', title, maxLength: 5 };
    j.uiSchema.reference = { 'ui:widget': 'text' };
    j.uiSchema['ui:order'].push('reference');
  }, lang);

async function openEditor(page: Page) {
  await page.goto('/cms-editor');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Content editor (sandbox)' }),
    'the editor heading',
  );
  await expectVisible(page.getByRole('combobox', { name: 'Package' }), 'the package choice');
  await expectVisible(
    page.getByRole('heading', { name: 'Fields of the form' }),
    'the prepaid form as fields',
  );
}

/** Replaces the package text as a person pasting it would. */
async function replaceText(page: Page, text: string) {
  // Issue 32: the JSON is the advanced tab; the fields come first.
  await page.getByRole('tab', { name: 'JSON (advanced)' }).click();
  const editor = page.getByRole('textbox', { name: /^Package JSON: form-prepaid-recharge/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** Opens the editor and puts in the shipped English prepaid form with `edit` applied. */
async function editPrepaid(page: Page, edit: (json: PrepaidForm) => void) {
  await openEditor(page);
  await replaceText(page, prepaidForm(edit));
}

/** The prepaid page as a new visitor sees it: the label of its number field. */
async function portalShowsLabel(browser: Browser, baseUrl: string, label: string) {
  const visitor = await newPage(browser, baseUrl);
  try {
    await openPage(visitor.page, '/prepaid-recharge', 'Buy airtime and bundles');
    await expectVisible(
      main(visitor.page).getByRole('textbox', { name: new RegExp(label) }),
      `the number field labelled '${label}'`,
    );
  } finally {
    await visitor.close();
  }
}

describe('CMS editor', () => {
  test('an editor changes a label and publishes it: the portal shows the new label', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await editPrepaid(page, (j) => (j.schema.properties.msisdn.title = 'Number to recharge'));
    // The live preview uses the new label at once, in the form the portal renders.
    await expectVisible(
      page.getByRole('region', { name: 'Form in English' }).getByRole('textbox', {
        name: /Number to recharge/,
      }),
      'the new label in the EN preview',
    );
    await expectVisible(
      page.getByText('No problems: English and Swahili can be published.'),
      'the check passing',
    );
    // A change of words publishes in one language alone.
    await page.getByRole('button', { name: 'Publish English only' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Published as version 1' });
    await expectVisible(result, 'the published version');
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(
      page.getByText(/a translation for up to one hour \(3600 s\)/),
      'the note on the portal cache',
    );
    await portalShowsLabel(browser, baseUrl, 'Number to recharge');
  });

  // FORM-14: the preview is the portal's engine, rich part included: a group an editor adds is
  // drawn at once as a group with its legend, and its nested field is labelled.
  test('the preview draws a rich form as the portal does: a group with its field', async ({
    page,
  }) => {
    await editPrepaid(page, (j) => {
      (j.schema.properties as Record<string, unknown>).address = {
        type: 'object',
        title: 'Delivery address',
        properties: { town: { type: 'string', title: 'Town' } },
      };
      j.uiSchema['ui:order'].push('address');
    });
    const preview = page.getByRole('region', { name: 'Form in English' });
    const group = preview.getByRole('group', { name: 'Delivery address' });
    await expectVisible(group, 'the group in the EN preview');
    await expectVisible(group.getByRole('textbox', { name: 'Town' }), 'its Town field');
    await expectNoAxeViolations(page);
  });

  test('a broken package is not published: the check names the field and the portal keeps the old one', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await editPrepaid(page, (j) => (j.messages.msisdn.pattern = '@mobile.nope'));
    // Issue 32: said about the field, in plain words, with the check's own reason.
    const reason = 'English: Mobile Number, pattern: shared message "@mobile.nope" does not exist';
    await expectVisible(
      page.getByRole('list', { name: 'Check' }).getByText(reason),
      'the problem, on its field',
    );
    // EDIT-3: publish stays impossible while the check refuses: a press says why.
    await page.getByRole('button', { name: 'Publish both' }).press('Enter');
    await expectVisible(
      page
        .getByRole('status')
        .filter({ hasText: 'Not published: fix the problem listed under Check first.' }),
      'publish refused before sending',
    );
    await portalShowsLabel(browser, baseUrl, 'Mobile Number');
  });

  test('an earlier version is restored and served again; the page has no axe violation', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await openEditor(page);
    await expectNoAxeViolations(page);
    await replaceText(
      page,
      prepaidForm((j) => (j.schema.properties.msisdn.title = 'Namba yako')),
    );
    await page.getByRole('button', { name: 'Publish English only' }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Published as version 1' }),
      'the published version',
    );
    await page.getByRole('button', { name: 'Restore version 0' }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Version 0 restored as version 2' }),
      'the restore',
    );
    await portalShowsLabel(browser, baseUrl, 'Mobile Number');
    await expectNoAxeViolations(page);
  });

  test('a new field made in English and Swahili is published together: the portal shows and enforces it', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await openEditor(page);
    await replaceText(page, withReference('en', 'Your reference'));
    // Alone, the new rule would make the two languages disagree: the check says where.
    const check = page.getByRole('list', { name: 'Check' });
    await expectVisible(
      check.getByText('English and Swahili: Your reference: is missing in SW'),
      'the disagreement, for both languages, on the new field',
    );
    await page.getByRole('button', { name: 'Publish English only' }).press('Enter');
    await expectVisible(
      page.getByRole('status').filter({ hasText: /^Not published: fix the \d+ problems/ }),
      'English alone not sent',
    );

    await page.getByRole('button', { name: 'Swahili', exact: true }).click();
    await expectVisible(
      page.getByRole('heading', { name: 'form-prepaid-recharge (Swahili)' }),
      'the SW package',
    );
    await expectVisible(
      page.getByRole('button', { name: 'English (edited)', pressed: false }),
      'the English draft kept',
    );
    await replaceText(page, withReference('sw', 'Kumbukumbu yako'));
    await expectVisible(
      page.getByText('No problems: English and Swahili can be published.'),
      'the pair passing',
    );
    await expectVisible(
      page.getByRole('region', { name: 'Form in Swahili' }).getByRole('textbox', {
        name: /Kumbukumbu yako/,
      }),
      'the new field in the SW preview',
    );
    await page.getByRole('button', { name: 'Publish both' }).click();
    const result = page.getByRole('status').filter({
      hasText: 'Published together: English as version 1, Swahili as version 1. Both are live now.',
    });
    await expectVisible(result, 'both published');
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(
      page
        .getByRole('region', { name: /^Versions: form-prepaid-recharge \(Swahili\)/ })
        .getByRole('cell', {
          name: 'English version 1',
        }),
      'the SW version published with EN version 1',
    );
    await expectNoAxeViolations(page);

    const visitor = await newPage(browser, baseUrl);
    try {
      await openPage(visitor.page, '/prepaid-recharge', 'Buy airtime and bundles');
      const reference = main(visitor.page).getByRole('textbox', { name: /Your reference/ });
      await expectVisible(reference, "the new field 'Your reference'");
      // The new rule holds: the field keeps at most 5 characters.
      await reference.pressSequentially('ABCDEFGH');
      expect(await reference.inputValue()).toBe('ABCDE');
      await switchToSwahili(visitor.page);
      await expectVisible(
        main(visitor.page).getByRole('textbox', { name: /Kumbukumbu yako/ }),
        "the new field 'Kumbukumbu yako' in Swahili",
      );
    } finally {
      await visitor.close();
    }

    // Back to the shipped Swahili file: alone it would lack the new field, so its English pair
    // (published with it, the shipped file too) comes back with it.
    await page.getByRole('button', { name: 'Restore version 0' }).click();
    await expectVisible(
      page.getByRole('status').filter({
        hasText:
          'Version 0 restored as version 2, together with English version 0, published with it, as version 2',
      }),
      'the pair restored together',
    );
    const later = await newPage(browser, baseUrl);
    try {
      await openPage(later.page, '/prepaid-recharge', 'Buy airtime and bundles');
      await expectVisible(
        main(later.page).getByRole('textbox', { name: /Mobile Number/ }),
        'the shipped form',
      );
      expect(
        await main(later.page)
          .getByRole('textbox', { name: /Your reference/ })
          .count(),
      ).toBe(0);
    } finally {
      await later.close();
    }
  });
});
