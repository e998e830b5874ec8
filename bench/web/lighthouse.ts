/**
 * One Lighthouse 13 measurement of one target: a fresh browser context and page, optional set-up
 * on the page's origin (the payment session lives in per-tab sessionStorage, so it must be written
 * in the very tab Lighthouse then loads), the HTTP cache emptied, then a user-flow navigation with
 * storage reset off (a reset would be harmless to sessionStorage, but it is the flow's documented
 * way to keep what set-up wrote). Performance category only; mobile defaults with simulated
 * throttling, or the profile's own network and CPU figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { startFlow, type Flags, type Result } from 'lighthouse';
import { benchOut } from './outDir.ts';

/** A simulated network + CPU profile. Undefined throttling = Lighthouse's mobile slow 4G. */
export interface Profile {
  name: string;
  throttling?: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
}

export const SLOW_4G: Profile = { name: 'slow 4G' };
export const THREE_G: Profile = {
  name: '3G-like',
  throttling: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
};

export interface Target {
  id: string;
  site: 'portal' | 'baseline';
  path: string;
  profile: Profile;
  /** Runs on the page, at the target's origin, before the measured load. */
  prepare?: (page: Page, origin: string) => Promise<void>;
  /** Runs on the loaded page after the measurement; throws when the page is not what was meant. */
  check?: (page: Page) => Promise<void>;
}

export interface Metrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of script transferred (compressed as sent). */
  jsBytes: number;
  /** Top-level main-thread tasks over 100 ms, durations as simulated at the profile's CPU. */
  longTasks: number;
  lighthouseVersion: string;
  /** Lighthouse's own CPU score of the machine during the run: shows a busy shared box. */
  benchmarkIndex: number;
}

const lhrDir = benchOut('lhr');

function flagsFor(profile: Profile): Flags {
  return {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    logLevel: 'error',
    ...(profile.throttling ? { throttling: profile.throttling } : {}),
  };
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

interface TableDetails {
  items?: Record<string, unknown>[];
  /** long-tasks keeps every task here; its `items` stop at the 20 longest. */
  debugData?: { tasks?: Record<string, unknown>[] };
}
const details = (lhr: Result, id: string) => lhr.audits[id]?.details as TableDetails | undefined;
const items = (lhr: Result, id: string) => details(lhr, id)?.items ?? [];
const longTaskRows = (lhr: Result) =>
  details(lhr, 'long-tasks')?.debugData?.tasks ?? items(lhr, 'long-tasks');

/** The figures of one report. */
export function metricsOf(lhr: Result): Metrics {
  const script = items(lhr, 'resource-summary').find((row) => row.resourceType === 'script');
  return {
    score: lhr.categories.performance?.score ?? NaN,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: typeof script?.transferSize === 'number' ? script.transferSize : NaN,
    longTasks: longTaskRows(lhr).filter(
      (row) => typeof row.duration === 'number' && row.duration > 100,
    ).length,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Loads `target` once under Lighthouse; keeps the report in node_modules/.cache/twiga-bench/lhr/ for a look. */
export async function measure(browser: Browser, origin: string, target: Target, run: number) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.prepare) await target.prepare(page, origin);
    // Set-up may have fetched from the origin: the measured load must start with an empty cache.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flow = await startFlow(page, { flags: flagsFor(target.profile) });
    await flow.navigate(`${origin}${target.path}`, { disableStorageReset: true });
    if (target.check) await target.check(page);
    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    if (!lhr) throw new Error(`${target.id}: Lighthouse returned no report`);
    if (lhr.runtimeError) throw new Error(`${target.id}: ${lhr.runtimeError.message}`);
    mkdirSync(lhrDir, { recursive: true });
    writeFileSync(`${lhrDir}${target.id}-run${run}.json`, JSON.stringify(lhr));
    return metricsOf(lhr);
  } finally {
    await context.close();
  }
}
