/**
 * The two sites the web benchmarks load, built and served for the length of one measurement: the
 * portal as `npm start` runs it (on a free port, with a throwaway in-memory database) and the
 * baseline page, plus the one Chromium. Sandbox, server and browser close on success and error.
 */
import type { Browser } from 'puppeteer-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/listen.ts';
import { baselineOut, buildBaseline, buildPortal } from './builds.ts';
import { launchChromium } from './chrome.ts';
import { serveFolder, type ServedFolder } from './serveFolder.ts';

export interface Sites {
  browser: Browser;
  origins: { portal: string; baseline: string };
}

/** Builds both sites (one after the other: two shared cores), serves them and runs `measure`. */
export async function withSites<T>(
  measure: (sites: Sites) => Promise<T>,
  onBuilt?: () => void,
): Promise<T> {
  let sandbox: RunningSandbox | undefined;
  let baseline: ServedFolder | undefined;
  let browser: Browser | undefined;
  try {
    await buildPortal();
    await buildBaseline();
    onBuilt?.();
    sandbox = await startSandbox({ mode: 'production', port: 0, dbPath: ':memory:' });
    baseline = await serveFolder(baselineOut);
    browser = await launchChromium();
    return await measure({ browser, origins: { portal: sandbox.url, baseline: baseline.url } });
  } finally {
    await browser?.close();
    await baseline?.close();
    await sandbox?.close();
  }
}
