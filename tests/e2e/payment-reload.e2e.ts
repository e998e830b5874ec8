/**
 * Issue 13 (idempotent initiation, who pays): a reload between initiate and process never pays
 * twice. An airtime payment of TZS 1000 from 712000001 (50000 TZS of airtime in the sandbox) is
 * interrupted by a reload once the initiation was answered: while the process call is at the
 * operator, and before it was sent. Afterwards the person sees the status of the one transaction,
 * with its id, and the sandbox holds exactly one transaction and one debit at most.
 */
import type { Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  expectVisible,
  sandboxAirtime,
  sandboxTransactions,
  test,
} from './support/index.ts';
import { givenPayment, sessions } from './support/payment.ts';
import { expectHeading, main, typeCode } from './support/screen.ts';

const PAYER = '712000001';
const PROCESS = '**/transaction/v1/auth/process';

/** Opens the airtime method, verifies OTP 123456 and answers 'Are you sure?' with Yes. */
async function payByAirtime(page: Page): Promise<void> {
  await givenPayment(page, PAYER, sessions.prepaidWithEmail);
  await page.goto('/payment/start/airtime');
  const pay = main(page).getByRole('button', { name: 'Pay with airtime' });
  await expectVisible(pay, "the 'Pay with airtime' button");
  await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
  await pay.click();
  await typeCode(page, 'Enter the verification code');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expectVisible(confirm, "the 'Are you sure?' dialog");
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

/**
 * Holds the page's process call: `hold` runs on it (the call may go on to the operator there) and
 * its answer never reaches the page. The reload then cancels it; `release` lets Playwright drop
 * it after that (a route left unhandled would be continued once the test unroutes it).
 */
async function holdProcessCall(page: Page, hold: (route: Route) => Promise<void>) {
  let reached!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (reached = resolve));
  await page.route(PROCESS, async (route) => {
    await hold(route);
    reached(route);
  });
  return {
    held,
    release: async (route: Route) => route.abort().catch(() => undefined),
  };
}

/** Every initiation the page sends, plain or auth, counted from the moment this is called. */
function countInitiations(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/transaction\/v1\/(auth\/)?initiate$/.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** The status page's 'Transaction ID' row. */
async function shownTransactionId(page: Page): Promise<string> {
  const term = main(page).getByRole('term').filter({ hasText: 'Transaction ID' });
  await expectVisible(term, "the 'Transaction ID' row");
  return (await term.locator('xpath=following-sibling::*[1]').innerText()).trim();
}

interface StoredTxn {
  id: string;
  status: string;
}

describe('a reload between initiate and process never pays twice', () => {
  test('reload while the process call is at the operator: Thank you with the one id, debited once', async ({
    page,
    baseUrl,
  }) => {
    const initiations = countInitiations(page);
    // The operator processes the payment (the debit happens) but its answer never reaches the
    // page: the reload comes first, as on a phone that reloads while the network is slow.
    const call = await holdProcessCall(page, async (route) => void (await route.fetch()));
    await payByAirtime(page);
    const route = await call.held;
    await page.reload();
    await call.release(route);

    await page.waitForURL(/\/payment\/status\?id=/);
    await expectHeading(page, 'Thank you', "the 'Thank you' heading after the reload", 15_000);
    const stored = await sandboxTransactions<StoredTxn>(baseUrl);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe('SUCCESS');
    expect(await shownTransactionId(page)).toBe(stored[0]?.id);
    expect(page.url()).toContain(`id=${stored[0]?.id ?? ''}`);
    expect(initiations()).toBe(1);
    expect(await sandboxAirtime(baseUrl, PAYER)).toBe(49000);
  }, 60_000);

  test('reload before the process call went out: In Processing with the one id, nothing debited', async ({
    page,
    baseUrl,
  }) => {
    const initiations = countInitiations(page);
    // The process call never leaves the phone: the reload cuts it.
    const call = await holdProcessCall(page, async () => undefined);
    await payByAirtime(page);
    const route = await call.held;
    await page.reload();
    await call.release(route);

    await page.waitForURL(/\/payment\/status\?id=/);
    await expectHeading(page, 'In Processing', "the 'In Processing' heading after the reload");
    const stored = await sandboxTransactions<StoredTxn>(baseUrl);
    expect(stored).toHaveLength(1);
    expect(await shownTransactionId(page)).toBe(stored[0]?.id);
    expect(initiations()).toBe(1);
    expect(await sandboxAirtime(baseUrl, PAYER)).toBe(50000);
  }, 60_000);
});
