/**
 * Issue 15, content editors: the editor page at /cms-editor changes a label and publishes it
 * without a release, a broken package is refused with its reasons, an earlier version is restored;
 * the portal (a fresh visitor, so no cached copy) shows what is live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, newPage, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

const shipped = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', 'schemas', 'cms', 'en', 'form-prepaid-recharge.json'),
    'utf8',
  ),
) as {
  schema: { properties: { msisdn: { title: string } } };
  messages: { msisdn: { pattern: string } };
};

/** The shipped EN prepaid form with `edit` applied, as the editor would hold it. */
function prepaidForm(edit: (json: typeof shipped) => void): string {
  const json = structuredClone(shipped);
  edit(json);
  return JSON.stringify(json, null, 2);
}

async function openEditor(page: Page) {
  await page.goto('/cms-editor');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Content editor (sandbox)' }),
    'the editor heading',
  );
  await expectVisible(page.getByRole('combobox', { name: 'Package' }), 'the package choice');
  await expectVisible(page.getByText('form-prepaid-recharge (English)'), 'the EN prepaid form');
}

/** Replaces the package text as a person pasting it would. */
async function replaceText(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: /^Package JSON: form-prepaid-recharge/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
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
    await openEditor(page);
    await replaceText(
      page,
      prepaidForm((j) => (j.schema.properties.msisdn.title = 'Number to recharge')),
    );
    // The live preview uses the new label at once, in the form the portal renders.
    await expectVisible(
      page.getByRole('region', { name: 'Form in English' }).getByRole('textbox', {
        name: /Number to recharge/,
      }),
      'the new label in the EN preview',
    );
    await expectVisible(
      page.getByText('No problems: this package can be published.'),
      'the check passing',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Published as version 1' });
    await expectVisible(result, 'the published version');
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(
      page.getByText(/a translation for up to one hour \(3600 s\)/),
      'the note on the portal cache',
    );
    await portalShowsLabel(browser, baseUrl, 'Number to recharge');
  });

  test('a broken package is refused with its reasons and the portal keeps the old one', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await openEditor(page);
    await replaceText(
      page,
      prepaidForm((j) => (j.messages.msisdn.pattern = '@mobile.nope')),
    );
    const reason = '/messages/msisdn/pattern: shared message "@mobile.nope" does not exist';
    await expectVisible(
      page.getByRole('list', { name: 'Check' }).getByText(reason),
      'the problem listed with its path',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectVisible(
      page
        .getByRole('status')
        .filter({ hasText: 'Refused: 1 problem(s). The live version is kept.' }),
      'the refusal',
    );
    await expectVisible(page.getByRole('list', { name: 'Check' }).getByText(reason), 'its reason');
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
    await page.getByRole('button', { name: 'Publish' }).click();
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
});
