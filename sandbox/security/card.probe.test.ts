/**
 * Issue 13's card probes, as a hostile but fair tester tries them over HTTP: forge the gateway's
 * way back, post the Paystack stand-in's decision from another site, aim a card path at a wallet
 * payment. Each moved money on the old sandbox; now only the gateway's own decision settles
 * (docs/sandbox.md, "Card outcomes: only the gateway's own decision settles").
 */
import { describe, expect, it } from 'vitest';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { sandboxForFile } from '../tests/harness.ts';
import {
  cardPayment,
  gatewayForm,
  expectRefusal,
  paystackDecision,
  postForm,
  statusOf,
  walletPayment,
} from '../tests/cardPayments.ts';
import { wire } from '../tests/rawHttp.ts';

const h = sandboxForFile();
const EVIL = 'http://evil.example';
const forgedCallback = (id: string) =>
  h.raw(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=success`);

describe('card probes', () => {
  it('a forged callback with status=success leaves a card payment nobody approved IN_PROCESS', async () => {
    const { id } = await cardPayment(h);
    expect((await forgedCallback(id)).status).toBe(302);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('a forged callback with status=success changes nothing on a pending wallet payment', async () => {
    const id = await walletPayment(h);
    expect((await forgedCallback(id)).status).toBe(404);
    expect((await statusOf(h, id)).transactionStatus).toBe('REQUEST_RAISED');
  });

  it("a cross-site text/plain POST of the Paystack stand-in's 'success' is refused with 403 and settles nothing", async () => {
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    const answer = await paystackDecision(
      h,
      id,
      'success',
      { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' },
      'text/plain',
    );
    expectRefusal(
      answer,
      403,
      `Paystack stand-in: calls from another origin (${EVIL}) are refused`,
    );
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it("a POST of the Paystack stand-in's 'success' without X-Sandbox-Gateway (curl, no Origin) is refused with 403", async () => {
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    expect((await paystackDecision(h, id, 'success', {}, 'text/plain')).status).toBe(403);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('a DNS-rebinding page (Host evil.example) is refused with 421, even carrying the header', async () => {
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    const host = `evil.example:${new URL(h.url()).port}`;
    const answer = await paystackDecision(h, id, 'success', {
      Host: host,
      Origin: `http://${host}`,
      'Sec-Fetch-Site': 'same-origin',
      'X-Sandbox-Gateway': 'paystack',
    });
    expect(answer.status).toBe(421);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('the Paystack decision, well-formed and same-origin, never settles a wallet payment (409), even one processed as PG', async () => {
    const pending = await walletPayment(h);
    const asCard = await walletPayment(h);
    await h.call('process', {
      data: {
        transactionId: asCard,
        isSubscriberRequest: true,
        paymentMode: 'PG',
        proccessFlag: true,
      },
    });
    for (const id of [pending, asCard]) {
      expectRefusal(
        await paystackDecision(h, id, 'success'),
        409,
        'Paystack stand-in: Not a Paystack card payment',
      );
    }
    expect((await statusOf(h, pending)).transactionStatus).toBe('REQUEST_RAISED');
    expect((await statusOf(h, asCard)).transactionStatus).not.toBe('SUCCESS');
  });

  it("another site's form posting Approve to the gateway is refused with 403, with or without the page's token", async () => {
    const { id, redirectUrl } = await cardPayment(h);
    const approve = await gatewayForm(h, redirectUrl, 'success');
    expect((await postForm(h, '/__sandbox/gw/decide', approve, EVIL)).status).toBe(403);
    const blind = await wire(`${h.url()}/__sandbox/gw/decide`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tid: id, decision: 'success' }).toString(),
    });
    expect(blind.status).toBe(403);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });
});
