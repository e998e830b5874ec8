/**
 * What `npm run bench:web` loads: portal routes and the baseline page under slow 4G, and the
 * portal home and the baseline under the 3G-like profile. BENCH_ROUTES (comma list of portal
 * paths) shortens a trial; the baseline is always measured since the ratios need it, and the 3G
 * pair only when `/` is among the routes.
 */
import type { Page } from 'puppeteer-core';
import { prepaidSessionWithEmail } from '../../src/features/payment/testing/sampleSessions.ts';
import { PAYMENT_SESSION_KEY } from '../../src/session/paymentSession.ts';
import { SLOW_4G, THREE_G, type Target } from './lighthouse.ts';

/** The home page and the pages of issue 28's targets (the form pages and the payment page). */
export const PORTAL_ROUTES = [
  '/',
  '/prepaid-recharge',
  '/postpaid-bill-pay',
  '/data-bundle',
  '/contact-us',
  '/hbb-lead',
  '/payment/start',
];

/** A TZS 1000 prepaid recharge of the sandbox's happy-path line, as the recharge page saves it. */
const RECHARGE = prepaidSessionWithEmail;

/** sessionStorage is per origin and tab: open the origin (a JSON file, not the app) and write it. */
async function givenRecharge(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/config.json`);
  await page.evaluate(
    (key, value) => sessionStorage.setItem(key, value),
    PAYMENT_SESSION_KEY,
    JSON.stringify(RECHARGE),
  );
}

/**
 * The payment page must have loaded the options and opened the default method (it then replaces
 * the URL with /payment/start/<method>); without a session it shows a notice and stays put.
 */
async function showsPaymentOptions(page: Page): Promise<void> {
  const seen = await page.evaluate(() => ({
    path: location.pathname,
    text: document.querySelector('main')?.textContent ?? document.body.textContent ?? '',
  }));
  if (!/^\/payment\/start\/[\w-]+/.test(seen.path) || /No payment to continue/i.test(seen.text)) {
    throw new Error(
      `/payment/start did not show the payment options (at ${seen.path}: "${seen.text.slice(0, 120)}")`,
    );
  }
}

const idOf = (path: string) => `portal${path === '/' ? '-home' : path.replaceAll('/', '-')}`;

export function targets(routes: string[]): Target[] {
  const list: Target[] = routes.map((path) => ({
    id: idOf(path),
    site: 'portal',
    path,
    profile: SLOW_4G,
    ...(path === '/payment/start' ? { prepare: givenRecharge, check: showsPaymentOptions } : {}),
  }));
  list.push({ id: 'baseline', site: 'baseline', path: '/', profile: SLOW_4G });
  if (routes.includes('/')) {
    list.push({ id: 'portal-home-3g', site: 'portal', path: '/', profile: THREE_G });
    list.push({ id: 'baseline-3g', site: 'baseline', path: '/', profile: THREE_G });
  }
  return list;
}

/** The routes asked for: BENCH_ROUTES, or every portal route. Unknown paths are an error. */
export function routesFromEnv(value = process.env.BENCH_ROUTES): string[] {
  if (!value?.trim()) return PORTAL_ROUTES;
  const asked = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = asked.filter((r) => !PORTAL_ROUTES.includes(r));
  if (unknown.length)
    throw new Error(
      `BENCH_ROUTES: unknown ${unknown.join(', ')}; known: ${PORTAL_ROUTES.join(', ')}`,
    );
  return asked;
}
