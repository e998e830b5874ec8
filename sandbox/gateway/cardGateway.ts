/**
 * The sandbox card gateway (the redirect kind, e.g. Selcom). GET /__sandbox/gw/pay?tid= shows
 * Approve / Decline / Cancel; each posts to /__sandbox/gw/decide, where the gateway records the
 * card holder's decision, then returns through PG_CALLBACK_PATH?txref&PnrID&status as a real
 * gateway does. The callback only redirects to /payment/status?id=<tid>&pg=paystack: its query
 * values never settle or change anything (docs/sandbox.md, "Card outcomes").
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { originRefusal, type ControlGuardOptions } from '../control/guard.ts';
import { findTxn } from '../store/transactions.ts';
import { decideCard, gatewayReference, isCardDecision, isCardPayment } from './cardOutcome.ts';
import { GATEWAY_DECIDE_PATH, gatewayNotice, gatewayPage } from './gatewayPage.ts';
import { statusUrl } from '../../src/routes/paths.ts';

export const GATEWAY_PAGE_PATH = '/__sandbox/gw/pay';

/** Where the portal shows a card payment; the status call there tells the outcome. */
export const cardStatusUrl = (tid: string) => statusUrl(tid, 'paystack');

/**
 * The page's token for one transaction: an HMAC under a key made at start, so only a page this
 * gateway served can post a decision (another site's form cannot read it), with nothing stored.
 */
function pageTokens() {
  const key = randomBytes(32);
  const tokenOf = (tid: string) => createHmac('sha256', key).update(tid).digest('base64url');
  const holds = (tid: string, token: string) => {
    const expected = Buffer.from(tokenOf(tid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return { tokenOf, holds };
}

const notice = (c: Context, status: 400 | 403 | 404 | 409 | 421, title: string, text: string) =>
  c.html(gatewayNotice(title, text), status);

export function mountCardGateway(
  app: Hono,
  db: DatabaseSync,
  opts: ControlGuardOptions = {},
): void {
  const tokens = pageTokens();
  app.get(GATEWAY_PAGE_PATH, (c) => {
    const row = findTxn(db, c.req.query('tid') ?? '');
    if (!row || !isCardPayment(row))
      return notice(c, 404, 'Unknown payment', 'This gateway knows no card payment of that id.');
    return c.html(gatewayPage(row, tokens.tokenOf(row.id)));
  });

  app.post(GATEWAY_DECIDE_PATH, async (c) => {
    // A browser posting another site's form says so in Origin / Sec-Fetch-Site; the token covers
    // a client that sends neither. Loopback at any port: the portal under `npm run dev` reaches
    // the gateway through Vite's proxy, which keeps its own Host.
    const refused = originRefusal(c, { ...opts, loopbackAnyPort: true });
    if (refused) return notice(c, refused.status, 'Refused', `Card gateway: ${refused.message}`);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const tid = typeof form.tid === 'string' ? form.tid : '';
    const token = typeof form.token === 'string' ? form.token : '';
    if (!tokens.holds(tid, token))
      return notice(
        c,
        403,
        'Page expired',
        'This gateway page is not valid for this payment. Go back to the portal and pay again.',
      );
    if (!isCardDecision(form.decision))
      return notice(c, 400, 'Unknown decision', 'Choose Approve, Decline or Cancel.');
    const answer = decideCard(db, tid, 'page', form.decision);
    if (!answer.ok) return notice(c, answer.http, 'Payment not changed', answer.message);
    const back = new URLSearchParams({
      txref: tid,
      PnrID: gatewayReference(tid, 'page'),
      status: form.decision,
    });
    return c.redirect(`${PG_CALLBACK_PATH}?${back.toString()}`, 303);
  });

  app.get(PG_CALLBACK_PATH, (c) => {
    const tid = c.req.query('txref') ?? '';
    const row = findTxn(db, tid);
    if (!row || !isCardPayment(row))
      return c.json({ statusCode: 404, status: 'failure', message: 'Transaction not found' }, 404);
    // Only the way back: status and PnrID are the gateway's words, already recorded by decideCard.
    return c.redirect(cardStatusUrl(tid), 302);
  });
}
