/**
 * The card gateway stand-ins (docs/sandbox.md, "Card outcomes: only the gateway's own decision
 * settles"): the redirect gateway's page and the Paystack inline stand-in record the card
 * holder's decision themselves; the pg-callback only leads back to the status page.
 */
import { describe, expect, it } from 'vitest';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { initiateCard, sandboxForFile } from './harness.ts';
import {
  cardPayment,
  gatewayForm,
  expectRefusal,
  paystackDecision,
  postForm,
  pressAtGateway,
  statusOf,
  walletPayment,
} from './cardPayments.ts';

const h = sandboxForFile();
const DECIDE = '/__sandbox/gw/decide';
const callback = (id: string, status: string) =>
  h.raw(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=${status}`);

describe('the card gateway page', () => {
  // CARD-7
  it('process returns a redirectUrl to an accessible page whose Approve, Decline and Cancel post to the gateway itself', async () => {
    const { id, redirectUrl } = await cardPayment(h);
    expect(redirectUrl).toBe(`/__sandbox/gw/pay?tid=${id}`);
    const page = await (await h.raw(redirectUrl)).text();
    expect(page).toContain('<html lang="en">');
    for (const label of ['Approve', 'Decline', 'Cancel'])
      expect(page).toContain(`>${label}</button>`);
    expect(page).toContain(`<form method="post" action="${DECIDE}">`);
    expect(page).not.toContain(PG_CALLBACK_PATH);
    expect(page).not.toContain('<script');
  });

  it.each([
    ['success', 'Approve', 'SUCCESS'],
    ['declined', 'Decline', 'FAILED'],
    ['cancelled', 'Cancel', 'CANCELLED'],
  ] as const)(
    'pressing %s (%s) records %s, returns through the callback with the gateway reference, then to the status page',
    async (decision, _label, expected) => {
      const { id, redirectUrl } = await cardPayment(h);
      const pressed = await pressAtGateway(h, redirectUrl, decision);
      expect(pressed.status).toBe(303);
      const back = new URL(pressed.headers.location ?? '', h.url());
      expect(back.pathname).toBe(PG_CALLBACK_PATH);
      expect(Object.fromEntries(back.searchParams)).toEqual({
        txref: id,
        PnrID: `PNR${id.slice(3)}`,
        status: decision,
      });
      const res = await h.raw(back.pathname + back.search);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/payment/status?id=${id}&pg=paystack`);
      expect(await statusOf(h, id)).toMatchObject({
        transactionStatus: expected,
        refTransactionId: `PNR${id.slice(3)}`,
      });
    },
  );

  it('Decline fails the payment with the reason "Card declined by the issuer"', async () => {
    const { id, redirectUrl } = await cardPayment(h);
    await pressAtGateway(h, redirectUrl, 'declined');
    expect((await statusOf(h, id)).statusReason).toBe('Card declined by the issuer');
  });

  it('712000005 paying by card ends FAILED with "Insufficient funds in wallet" after Approve', async () => {
    const { id, redirectUrl } = await cardPayment(h, '712000005');
    await pressAtGateway(h, redirectUrl, 'success');
    expect(await statusOf(h, id)).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
  });

  it('a payment is decided once: Approve after Decline answers 409 and stays FAILED', async () => {
    const { id, redirectUrl } = await cardPayment(h);
    const approve = await gatewayForm(h, redirectUrl, 'success');
    await pressAtGateway(h, redirectUrl, 'declined');
    expect((await postForm(h, DECIDE, approve)).status).toBe(409);
    expect((await statusOf(h, id)).transactionStatus).toBe('FAILED');
  });

  it("refuses a button without this payment's page token (403) and changes nothing", async () => {
    const { id, redirectUrl } = await cardPayment(h);
    const other = await cardPayment(h);
    const approve = await gatewayForm(h, redirectUrl, 'success');
    const otherToken = (await gatewayForm(h, other.redirectUrl, 'success')).token ?? '';
    expect((await postForm(h, DECIDE, { ...approve, token: '' })).status).toBe(403);
    expect((await postForm(h, DECIDE, { ...approve, token: otherToken })).status).toBe(403);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('refuses a decision posted from another origin (403) and changes nothing', async () => {
    const { id, redirectUrl } = await cardPayment(h);
    const approve = await gatewayForm(h, redirectUrl, 'success');
    const answer = await postForm(h, DECIDE, approve, 'http://evil.example');
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).toContain('Card gateway: calls from another origin');
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('shows no gateway page for a wallet payment (404)', async () => {
    const id = await walletPayment(h);
    const res = await h.raw(`/__sandbox/gw/pay?tid=${id}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Unknown payment</h1>');
  });
});

describe('the pg-callback', () => {
  it.each(['success', 'SUCCESS', 'approved', 'declined', 'cancelled'])(
    'with status=%s for a card payment nobody decided only redirects: the payment stays IN_PROCESS',
    async (status) => {
      const { id } = await cardPayment(h);
      const res = await callback(id, status);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/payment/status?id=${id}&pg=paystack`);
      expect(await statusOf(h, id)).toMatchObject({
        transactionStatus: 'IN_PROCESS',
        refTransactionId: `REF${id.slice(3)}`,
      });
    },
  );

  it('with status=declined after Approve leaves the payment SUCCESS', async () => {
    const { id, redirectUrl } = await cardPayment(h);
    await pressAtGateway(h, redirectUrl, 'success');
    await callback(id, 'declined');
    expect((await statusOf(h, id)).transactionStatus).toBe('SUCCESS');
  });

  it('for a wallet payment answers 404 "Transaction not found" and leaves it REQUEST_RAISED', async () => {
    const id = await walletPayment(h);
    const res = await callback(id, 'success');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Transaction not found');
    expect((await statusOf(h, id)).transactionStatus).toBe('REQUEST_RAISED');
  });
});

/** Paystack's Approve for `id` is refused with 409 and `message`; the payment stays `status`. */
async function expectApproveRefused(id: string, message: string, status: string) {
  expectRefusal(await paystackDecision(h, id, 'success'), 409, `Paystack stand-in: ${message}`);
  expect((await statusOf(h, id)).transactionStatus).toBe(status);
}

describe('the Paystack inline stand-in', () => {
  it('serves a script exposing PaystackPop.setup().openIframe() that sends its decision with X-Sandbox-Gateway', async () => {
    const res = await h.raw('/__sandbox/paystack/inline.js');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const js = await res.text();
    expect(js).toContain('window.PaystackPop');
    expect(js).toContain('openIframe');
    expect(js).toContain("role: 'dialog'");
    for (const label of ["'Approve'", "'Decline'", "'Cancel'"]) expect(js).toContain(label);
    expect(js).toContain("fetch('/__sandbox/paystack/complete'");
    expect(js).toContain("'X-Sandbox-Gateway': 'paystack'");
  });

  it.each([
    ['success', 'SUCCESS', undefined],
    ['declined', 'FAILED', 'Card declined by the issuer'],
    ['cancelled', 'CANCELLED', 'Cancelled by the customer'],
  ])(
    'records %s for a pending Paystack payment as %s, with the Paystack reference',
    async (decision, expected, reason) => {
      const { id } = await cardPayment(h, '712000001', 'Paystack');
      const answer = await paystackDecision(h, id, decision);
      expect(answer.status).toBe(200);
      expect(await statusOf(h, id)).toMatchObject({
        transactionStatus: expected,
        refTransactionId: `PSK${id.slice(3)}`,
        ...(reason ? { statusReason: reason } : {}),
      });
    },
  );

  it('refuses a call without the header X-Sandbox-Gateway: paystack (403)', async () => {
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    expectRefusal(
      await paystackDecision(h, id, 'success', { Origin: h.url() }),
      403,
      'Paystack stand-in: calls need the header X-Sandbox-Gateway: paystack',
    );
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('refuses a Selcom card payment (409 "Not a Paystack card payment")', async () => {
    const { id } = await cardPayment(h, '712000001', 'Selcom');
    await expectApproveRefused(id, 'Not a Paystack card payment', 'IN_PROCESS');
  });

  it('refuses a Paystack payment not yet processed, or already decided (409), changing nothing', async () => {
    const unprocessed = await initiateCard(h, '712000001', 'Paystack');
    expect((await paystackDecision(h, unprocessed, 'success')).status).toBe(409);
    expect((await statusOf(h, unprocessed)).transactionStatus).toBe('REQUEST_RAISED');
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    await paystackDecision(h, id, 'cancelled');
    await expectApproveRefused(id, 'The payment is not awaiting the card (CANCELLED)', 'CANCELLED');
  });

  it('refuses a status other than success, declined or cancelled (400), and an unknown reference (404)', async () => {
    const { id } = await cardPayment(h, '712000001', 'Paystack');
    expect((await paystackDecision(h, id, 'approved')).status).toBe(400);
    expect((await paystackDecision(h, 'TWG0000000000000000', 'success')).status).toBe(404);
    expect((await statusOf(h, id)).transactionStatus).toBe('IN_PROCESS');
  });
});

describe('the card gateway stand-ins in production mode', () => {
  const prod = sandboxForFile({ mode: 'production' });

  it('still take the decision, so card payments complete there (the services hand out their URLs)', async () => {
    const page = await cardPayment(prod);
    expect((await pressAtGateway(prod, page.redirectUrl, 'success')).status).toBe(303);
    expect((await statusOf(prod, page.id)).transactionStatus).toBe('SUCCESS');
    const inline = await cardPayment(prod, '712000001', 'Paystack');
    expect((await paystackDecision(prod, inline.id, 'success')).status).toBe(200);
    expect((await statusOf(prod, inline.id)).transactionStatus).toBe('SUCCESS');
  });
});
