import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mobileViewport } from './browser.ts';

/** A console line a test expects, and why. */
export interface ConsoleAllowance {
  pattern: RegExp;
  reason: string;
}

/**
 * Lines no test needs to allow. Chromium itself prints "Failed to load resource" for every answer
 * that is not 2xx and every request the test blocked: tests inject such answers and block outside
 * calls on purpose, and check what the person sees instead of the browser's line.
 */
/** What Playwright logs for a service worker registration in a context that blocks workers. */
const SW_BLOCKED = 'Service Worker registration blocked by Playwright';

const ALWAYS_ALLOWED: readonly ConsoleAllowance[] = [
  {
    pattern: /^Failed to load resource: /,
    reason: "the browser's own line for an HTTP error answer or a blocked request",
  },
];

/** What a page said while a test ran: every console line, its errors, uncaught errors, blocked calls. */
export interface PageLog {
  /** Every console message as `type: text`, in order. */
  console: string[];
  /** Console messages of type error (a 500 answer shows up here as "Failed to load resource"). */
  consoleErrors: string[];
  /** Console messages of type warning. */
  consoleWarnings: string[];
  /**
   * Lets console errors and warnings matching `pattern` pass, with the reason the test expects
   * them (a test that breaks a service on purpose). Any other error or warning fails the test.
   */
  allowConsole(pattern: RegExp, reason: string): void;
  /** Uncaught exceptions in the page: any of these fails the test. */
  pageErrors: string[];
  /** Requests aborted because they left the sandbox origin. */
  blockedRequests: string[];
}

/** A page with its context and log; `close()` fails when the page threw or logged unexpectedly. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  log: PageLog;
  /** Closes the context, then throws if the page had an uncaught error or an unallowed console error or warning. */
  close(): Promise<void>;
}

const logs = new WeakMap<Page, PageLog>();

/** The log that `newPage` keeps for a page (empty if the page was opened another way). */
export function pageLog(page: Page): PageLog {
  return logs.get(page) ?? newLog([]);
}

function newLog(allowed: ConsoleAllowance[]): PageLog {
  return {
    console: [],
    consoleErrors: [],
    consoleWarnings: [],
    pageErrors: [],
    blockedRequests: [],
    allowConsole(pattern, reason) {
      allowed.push({ pattern, reason });
    },
  };
}

/** Console errors and warnings that neither the house nor the test allowed. */
export function unexpectedConsole(log: PageLog, allowed: readonly ConsoleAllowance[]): string[] {
  const every = [...ALWAYS_ALLOWED, ...allowed];
  const unallowed = (text: string) => !every.some(({ pattern }) => pattern.test(text));
  return [
    ...log.consoleErrors.filter(unallowed).map((text) => `error: ${text}`),
    ...log.consoleWarnings.filter(unallowed).map((text) => `warning: ${text}`),
  ];
}

/**
 * Opens a page in a fresh context (own storage) at the mobile viewport, with `baseURL` set so
 * `page.goto('/')` works. Any request that leaves the sandbox origin is aborted: the network is
 * closed and the portal must not depend on third parties to show a usable page.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    /** 'allow' for the offline test (OFF-2); blocked elsewhere, so every test meets the network. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<OpenedPage> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? mobileViewport,
    locale: options.locale ?? 'en-US',
    isMobile: true,
    hasTouch: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const allowed: ConsoleAllowance[] = [];
  const log = newLog(allowed);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    log.blockedRequests.push(url);
    return route.abort('blockedbyclient');
  });
  // Well under the 60 s test timeout, so a missing element fails with its own message.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  logs.set(page, log);
  page.on('console', (message) => {
    // The harness's own doing, not the page's: with workers blocked, Chromium says so once per
    // page the portal registers its service worker on (OFF-2).
    if (message.text() === SW_BLOCKED) return;
    const line = `${message.type()}: ${message.text()}`;
    log.console.push(line);
    if (message.type() === 'error') log.consoleErrors.push(message.text());
    if (message.type() === 'warning') log.consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => log.pageErrors.push(error.stack ?? error.message));
  return {
    page,
    context,
    log,
    async close() {
      await context.close();
      if (log.pageErrors.length > 0) {
        throw new Error(
          `The page threw ${log.pageErrors.length} uncaught error(s):\n${log.pageErrors.join('\n---\n')}`,
        );
      }
      const unexpected = unexpectedConsole(log, allowed);
      if (unexpected.length > 0) {
        throw new Error(
          `The console must stay clean, but the page logged:\n${unexpected.join('\n---\n')}\n` +
            '(a test that causes one on purpose says so with log.allowConsole(pattern, reason))',
        );
      }
    },
  };
}

/**
 * Runs `run` on a phone-sized page with JavaScript switched off: what the prerendered HTML alone
 * shows. The page's context is closed afterwards, whatever happened.
 */
export async function withoutScripts<T>(
  browser: Browser,
  baseUrl: string,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: false,
    viewport: mobileViewport,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Everything a page keeps or shows about the visitor; payment tests assert no PIN is in it. */
export interface StorageSnapshot {
  url: string;
  sessionStorage: Record<string, string>;
  localStorage: Record<string, string>;
  console: string;
  /** All of the above as one string, for `expect(snapshot.text).not.toContain(pin)`. */
  text: string;
}

/** Reads session storage, local storage, the URL and the console text of a page. */
export async function storageSnapshot(page: Page): Promise<StorageSnapshot> {
  const stores = await page.evaluate(() => {
    const read = (store: Storage) => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key !== null) entries[key] = store.getItem(key) ?? '';
      }
      return entries;
    };
    return { sessionStorage: read(window.sessionStorage), localStorage: read(window.localStorage) };
  });
  const url = page.url();
  const consoleText = pageLog(page).console.join('\n');
  const text = [
    url,
    JSON.stringify(stores.sessionStorage),
    JSON.stringify(stores.localStorage),
    consoleText,
  ].join('\n');
  return { url, ...stores, console: consoleText, text };
}
