/**
 * CONTRACT-7: an integrator opens the operator contract's reference page (/contract, the
 * sandbox's Swagger UI over contract/openapi.yaml) in a real browser: the document's title, its
 * services and every operation by its operationId, with a clean console, no request leaving the
 * sandbox, and no WCAG 2.2 AA violation that axe finds, every operation opened.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';

interface ContractDocument {
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  'x-contract-rules'?: Record<string, { title: string }>;
  components?: { securitySchemes?: Record<string, unknown> };
}

const contract = parse(
  readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'),
) as ContractDocument;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Every operation of the document. */
const operations = Object.values(contract.paths ?? {}).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([, operation]) => ({ id: operation.operationId ?? '', tags: operation.tags ?? [] })),
);
const operationIds = operations.map((operation) => operation.id);
const operationsOf = (tag: string) => operations.filter((op) => op.tags.includes(tag)).length;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the page and waits for Swagger UI to render the document's title. */
async function openReference(page: Page) {
  await page.goto('/contract');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(contract.info.title)}`) }),
    `the document's title '${contract.info.title}' as the page's heading`,
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
    expect(contract.tags.map((tag) => tag.name)).toEqual(['portal', 'auth', 'content', 'gateway']);
    for (const id of operationIds)
      await expectVisible(main.getByText(id, { exact: true }), `the operation '${id}'`);
    // The rules the services keep, which Swagger UI alone would not show (contractRules.js).
    const rules = page.getByRole('region', { name: 'Contract rules' });
    for (const [id, rule] of Object.entries(contract['x-contract-rules'] ?? {}))
      await expectVisible(
        rules.getByRole('term').filter({ hasText: `${id} ${rule.title}` }),
        `the contract rule '${id}'`,
      );
    // And the security schemes, which only the credentials dialog of "Try it out" would show.
    const schemes = page.getByRole('region', { name: 'Security schemes' });
    for (const name of Object.keys(contract.components?.securitySchemes ?? {}))
      await expectVisible(
        schemes.getByRole('term').filter({ hasText: name }),
        `the security scheme '${name}'`,
      );
    // The two files it links answer from the sandbox.
    await expectVisible(page.getByRole('link', { name: 'openapi.yaml' }), 'the YAML link');
    await expectVisible(page.getByRole('link', { name: 'openapi.json' }), 'the JSON link');
    // Swagger UI calls nothing outside the sandbox (its validator badge is off).
    expect(log.blockedRequests).toEqual([]);
  });

  test('has no WCAG violation that axe finds, every operation closed', async ({ page }) => {
    await openReference(page);
    await expectNoAxeViolations(page);
  });

  // A service at a time, in a test of its own: Swagger UI redraws every open operation on each
  // change, so all forty open at once take most of a minute.
  test.for(contract.tags.map((tag) => tag.name))(
    "has no WCAG violation that axe finds, the '%s' operations all open",
    async (service, { page }) => {
      await openReference(page);
      const section = `.opblock-tag-section:has(#operations-tag-${service})`;
      await page.evaluate((section) => {
        for (const button of document.querySelectorAll<HTMLButtonElement>(
          `${section} .opblock-summary-control[aria-expanded="false"]`,
        ))
          button.click();
      }, section);
      const open = page.locator(`${section} .opblock-summary-control[aria-expanded="true"]`);
      await expect.poll(() => open.count(), { timeout: 30_000 }).toBe(operationsOf(service));
      await expectNoAxeViolations(page);
    },
  );
});
