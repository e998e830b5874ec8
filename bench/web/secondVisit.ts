/**
 * `node bench/web/secondVisit.ts`: what a returning visitor downloads (issue 16, OFF-2). Builds
 * the portal, serves it from the sandbox, opens /prepaid-recharge in Chromium with service
 * workers allowed, waits until the worker controls the page, then visits the main routes again
 * and counts the /assets/ files that came from the network and those the worker answered.
 * Prints only; a measurement, never a test.
 */
import { chromium, type Response } from 'playwright-core';
import { startSandbox } from '../../sandbox/listen.ts';
import { buildPortal } from './builds.ts';
import { CHROMIUM } from './chrome.ts';

const ROUTES = ['/', '/prepaid-recharge', '/data-bundle', '/postpaid-bill-pay', '/gethelp'];

await buildPortal();
const sandbox = await startSandbox({ mode: 'production', port: 0, dbPath: ':memory:' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  let fromNetwork: Response[] = [];
  let fromWorker: Response[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(response);
  });
  const bytes = async (list: Response[]) =>
    (await Promise.all(list.map(async (r) => (await r.headerValue('content-length')) ?? '0')))
      .map(Number)
      .reduce((sum, n) => sum + n, 0);

  await page.goto(`${sandbox.url}/prepaid-recharge`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
  console.info(
    `first visit /prepaid-recharge: ${fromNetwork.length} asset files from the network (${((await bytes(fromNetwork)) / 1024).toFixed(1)} KiB compressed)`,
  );
  for (const route of ROUTES) {
    fromNetwork = [];
    fromWorker = [];
    await page.goto(`${sandbox.url}${route}`);
    await page.waitForLoadState('networkidle');
    console.info(
      `later visit ${route.padEnd(18)} ${fromNetwork.length} asset files from the network, ${fromWorker.length} from the worker`,
    );
  }
} finally {
  await browser.close();
  await sandbox.close();
}
