import { inject, test as base } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser.ts';
import { newPage, type PageLog } from './page.ts';
import { resetSandbox } from './sandbox.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Origin of the sandbox serving the built portal, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The folder of the build the sandbox serves (the page budgets measure it). */
    distDir: string;
  }
}

/**
 * The e2e test: `baseUrl` (the sandbox), one `browser` per file, and for each test a fresh
 * sandbox (reset) and a fresh mobile `page` whose uncaught errors fail the test; `log` holds
 * what the page printed and which outside requests were blocked.
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  // Vitest reads a fixture's dependencies from its destructuring pattern: an empty one means none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await openBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('opened', async ({ browser, baseUrl }, { onCleanup }) => {
    await resetSandbox(baseUrl);
    const opened = await newPage(browser, baseUrl);
    onCleanup(() => opened.close());
    return opened;
  })
  .extend('page', ({ opened }): Page => opened.page)
  .extend('log', ({ opened }): PageLog => opened.log);

export { expect } from 'vitest';
