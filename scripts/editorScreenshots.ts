/**
 * Takes the screenshots of the content editor (/cms-editor) that docs/content-editing.md shows,
 * and saves them as PNGs in docs/images/editor/.
 *
 * It drives the editor in the system Chromium (playwright-core) against a sandbox that is already
 * running, the way an editor who never opens the JSON tab would: the prepaid form as fields, a
 * yes/no field "Call me back" added and moved up, a date "Callback date" shown only for "Yes", a
 * Swahili label left empty (the check and the refused publish), what changes for subscribers,
 * Publish both and the versions, and the editor in Swahili. It resets the sandbox before it starts
 * and again when it ends, so it leaves nothing published.
 *
 * Run (Node 24 runs .ts directly):
 *   npx vite build && npx vite build -c vite.editor.config.ts
 *   PORT=8093 node sandbox/start.ts &
 *   node scripts/editorScreenshots.ts --base http://localhost:8093
 * Without --base it uses http://localhost:8080 (`npm start`).
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { controlHeaders } from '../sandbox/control/contract.ts';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1]! : 'http://localhost:8080';
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'images', 'editor');

/** Back to the shipped files: forgets every published version (as tests/e2e/support does). */
async function resetSandbox(): Promise<void> {
  const response = await fetch(new URL('/__sandbox/reset', base), {
    method: 'POST',
    headers: controlHeaders(),
  });
  if (!response.ok)
    throw new Error(`POST /__sandbox/reset answered ${response.status}: ${await response.text()}`);
}

/** One element, or the box around several, saved as a PNG at CSS pixel size. */
async function shoot(page: Page, file: string, ...targets: Locator[]): Promise<void> {
  const path = join(outDir, file);
  if (targets.length === 1) {
    await targets[0]!.screenshot({ path, type: 'png', scale: 'css', animations: 'disabled' });
  } else {
    // In page coordinates, so scrolling between targets does not matter.
    const boxes = [];
    for (const target of targets)
      boxes.push(
        await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return {
            x: r.x + window.scrollX,
            y: r.y + window.scrollY,
            width: r.width,
            height: r.height,
          };
        }),
      );
    const pad = 8;
    const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
    const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
    const right = Math.max(...boxes.map((b) => b.x + b.width)) + pad;
    const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + pad;
    await page.screenshot({
      path,
      type: 'png',
      scale: 'css',
      fullPage: true,
      animations: 'disabled',
      clip: { x, y, width: right - x, height: bottom - y },
    });
  }
  console.info(`saved ${path}`);
}

const card = (page: Page, heading: RegExp) =>
  page.locator('section.ed-field').filter({ has: page.getByRole('heading', { name: heading }) });

async function addField(page: Page, kind: string, en: string, sw: string, shotFile?: string) {
  const form = page.getByRole('form', { name: 'Add a field to the form' });
  await form.getByRole('combobox', { name: 'Kind of field' }).selectOption({ label: kind });
  await form.getByRole('textbox', { name: 'Label in English' }).fill(en);
  await form.getByRole('textbox', { name: 'Label in Swahili' }).fill(sw);
  if (shotFile) await shoot(page, shotFile, form);
  await form.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('heading', { name: `${en} (${kind})` }).waitFor();
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await resetSandbox();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: base,
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/cms-editor');
    await page.getByRole('heading', { name: 'Fields of the form' }).waitFor();
    const previewEn = page.getByRole('region', { name: 'Form in English' });
    await previewEn.getByRole('button', { name: 'Continue' }).waitFor();

    // 1. The prepaid form as fields, with the previews beside them.
    await shoot(
      page,
      '01-fields-and-previews.png',
      page.locator('.ed-pick'),
      card(page, /^Mobile Number/),
      // Not the previews' column: a grid cell, it is as tall as the fields beside it.
      page.getByRole('region', { name: 'Form in Swahili' }),
    );

    // 2. The add-field form, filled; 3. the new card; then moved above the amount.
    await addField(page, 'Yes / No', 'Call me back', 'Nipigie', '02-add-field.png');
    await page.getByRole('button', { name: 'Move Call me back up' }).click();
    await page.getByRole('heading', { name: 'Call me back (Yes / No)' }).waitFor();
    await shoot(page, '03-new-field-card.png', card(page, /^Call me back/));

    // 3. The date, shown only when Call me back is Yes; the English preview after "Yes".
    await addField(page, 'Date', 'Callback date', 'Tarehe ya kupigiwa');
    const date = card(page, /^Callback date/);
    await date
      .getByRole('combobox', { name: 'Show this field' })
      .selectOption({ label: 'Only when Call me back is Yes' });
    await date.getByText('Shown only when Call me back is Yes.').waitFor();
    await shoot(page, '04-show-only-when.png', date);
    await previewEn.getByRole('radio', { name: 'Yes' }).check();
    await previewEn.getByLabel('Callback date').waitFor();
    await shoot(page, '05-preview-after-yes.png', previewEn);

    // 4. The Swahili label of Call me back left empty: the check names it, and Publish both is
    // refused. The button says it is unavailable (aria-disabled) but takes a press, to say why.
    const swLabel = card(page, /^Call me back/).getByRole('textbox', { name: 'Label in Swahili' });
    await swLabel.fill('');
    const checkList = page.getByRole('list', { name: 'Check' });
    await checkList.getByText('Swahili label of Call me back is empty.').waitFor();
    await page.getByRole('button', { name: 'Publish both' }).focus();
    await page.keyboard.press('Enter');
    const result = page.locator('.ed-result');
    await result.getByText('Not published: fix the problem listed under Check first.').waitFor();
    await shoot(page, '06-check-refuses.png', page.locator('#ed-check-heading'), result);
    await swLabel.fill('Nipigie');
    await page.getByText('No problems: English and Swahili can be published.').waitFor();

    // 5. What changes for subscribers, before publish.
    const changes = page.getByRole('region', { name: 'What changes for subscribers' });
    await changes.getByText('Callback date shows only when Call me back is Yes').waitFor();
    await shoot(page, '07-what-changes.png', changes);

    // 6. Publish both: the result, then the versions with their changes.
    await page.getByRole('button', { name: 'Publish both' }).click();
    await result.getByText('Published together:').waitFor();
    await shoot(page, '08-published.png', page.locator('.ed-actions'), result);
    const versions = page.getByRole('region', { name: /^Versions: form-prepaid-recharge/ }).first();
    await versions.getByRole('cell', { name: /^1$/ }).waitFor();
    await shoot(page, '09-versions.png', versions);

    // 7. The editor in Swahili.
    await page.getByRole('combobox', { name: 'Editor language' }).selectOption('sw');
    await page.getByRole('heading', { name: 'Sehemu za fomu' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(
      page,
      '10-editor-in-swahili.png',
      page.locator('.ed-header'),
      page.getByRole('heading', { name: /^Mobile Number|^Namba/ }).first(),
      page.getByRole('table', { name: /^Maneno ya / }).first(),
    );
    await context.close();
  } finally {
    await browser.close();
    await resetSandbox();
  }
}

await main();
