/**
 * Issue 34, item 5: an integrator opens the operator contract's reference page (/contract, the
 * sandbox's Swagger UI over contract/openapi.yaml) in a real browser: the document's title, its
 * services and every operation by its operationId, with a clean console, no request leaving the
 * sandbox, and no WCAG 2.2 AA violation that axe finds, every operation opened.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';

interface Document {
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string }>>;
  'x-contract-rules'?: Record<string, { title: string }>;
}

const document = parse(
  readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'),
) as Document;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Every operationId of the document (none while the skeleton has no paths). */
const operationIds = Object.values(document.paths ?? {}).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([, operation]) => operation.operationId ?? ''),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the page and waits for Swagger UI to render the document's title. */
async function openReference(page: Page) {
  await page.goto('/contract');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(document.info.title)}`) }),
    `the document's title '${document.info.title}' as the page's heading`,
  );
}

describe('the contract reference page', () => {
  test('shows the document: its title, a section per service, every operation by its id', async ({
    page,
    log,
  }) => {
    await openReference(page);
    await expect(page.title()).resolves.toBe('Twiga operator contract');
    const main = page.getByRole('main');
    for (const service of ['portal', 'auth', 'content', 'gateway'])
      await expectVisible(
        main.getByRole('heading', { level: 3, name: new RegExp(`^${service}`) }),
        `the '${service}' section`,
      );
    expect(document.tags.map((tag) => tag.name)).toEqual(['portal', 'auth', 'content', 'gateway']);
    for (const id of operationIds)
      await expectVisible(main.getByText(id, { exact: true }), `the operation '${id}'`);
    // The rules the services keep, which Swagger UI alone would not show (contractRules.js).
    const rules = page.getByRole('region', { name: 'Contract rules' });
    for (const [id, rule] of Object.entries(document['x-contract-rules'] ?? {}))
      await expectVisible(
        rules.getByRole('term').filter({ hasText: `${id} ${rule.title}` }),
        `the contract rule '${id}'`,
      );
    // The two files it links answer from the sandbox.
    await expectVisible(page.getByRole('link', { name: 'openapi.yaml' }), 'the YAML link');
    await expectVisible(page.getByRole('link', { name: 'openapi.json' }), 'the JSON link');
    // Swagger UI calls nothing outside the sandbox (its validator badge is off).
    expect(log.blockedRequests).toEqual([]);
  });

  test('has no WCAG violation that axe finds, closed and with every operation open', async ({
    page,
  }) => {
    await openReference(page);
    await expectNoAxeViolations(page);
    const closed = page.locator('.opblock-summary-control[aria-expanded="false"]');
    for (let left = await closed.count(); left > 0; left = await closed.count())
      await closed.first().click();
    await expect(page.locator('.opblock-summary-control').count()).resolves.toBe(
      operationIds.length,
    );
    await expectNoAxeViolations(page);
  });
});
