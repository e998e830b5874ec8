import { describe, expect, it } from 'vitest';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import type { TransactionResult } from '../../src/api/wire.ts';
import { initiateCard, sandboxForFile } from './harness.ts';

const h = sandboxForFile();

async function cardPayment(msisdn = '712000001', paymentGateway = 'Selcom') {
  const id = await initiateCard(h, msisdn, paymentGateway);
  const processed = await h.call('process', {
    data: {
      transactionId: id,
      isSubscriberRequest: true,
      paymentMode: 'PG',
      proccessFlag: true,
      paymentGateway,
    },
  });
  return { id, redirectUrl: (processed.body.result as { redirectUrl: string }).redirectUrl };
}
const statusOf = async (id: string) =>
  (await h.call('fetch', { query: { txnId: id } })).body.result as TransactionResult;

describe('card gateway', () => {
  it('process returns a redirectUrl to an accessible gateway page with Approve, Decline and Cancel', async () => {
    const { id, redirectUrl } = await cardPayment();
    expect(redirectUrl).toBe(`/__sandbox/gw/pay?tid=${id}`);
    const page = await (await h.raw(redirectUrl)).text();
    expect(page).toContain('<html lang="en">');
    for (const label of ['Approve', 'Decline', 'Cancel'])
      expect(page).toContain(`>${label}</button>`);
    expect(page).toContain(`action="${PG_CALLBACK_PATH}"`);
    expect(page).not.toContain('<script');
  });

  it.each([
    ['success', 'SUCCESS'],
    ['declined', 'FAILED'],
    ['cancelled', 'CANCELLED'],
  ])(
    'the callback with status=%s records %s and redirects to the status page',
    async (status, expected) => {
      const { id } = await cardPayment();
      const res = await h.raw(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=${status}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/payment/status?id=${id}&pg=paystack`);
      expect((await statusOf(id)).transactionStatus).toBe(expected);
    },
  );

  it('712000005 paying by card ends FAILED after Approve', async () => {
    const { id } = await cardPayment('712000005');
    await h.raw(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=success`);
    expect(await statusOf(id)).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
  });
});

describe('Paystack inline stand-in', () => {
  it('serves a script exposing PaystackPop.setup().openIframe()', async () => {
    const res = await h.raw('/__sandbox/paystack/inline.js');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const js = await res.text();
    expect(js).toContain('window.PaystackPop');
    expect(js).toContain('openIframe');
    expect(js).toContain("role: 'dialog'");
    for (const label of ["'Approve'", "'Decline'", "'Cancel'"]) expect(js).toContain(label);
  });

  it('records Decline as FAILED with the issuer reason', async () => {
    const declined = await cardPayment('712000001', 'Paystack');
    await h.control('/__sandbox/paystack/complete', 'POST', {
      reference: declined.id,
      status: 'declined',
    });
    expect(await statusOf(declined.id)).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Card declined by the issuer',
    });
  });

  it('records Approve and Cancel through /__sandbox/paystack/complete', async () => {
    const approved = await cardPayment('712000001', 'Paystack');
    await h.control('/__sandbox/paystack/complete', 'POST', {
      reference: approved.id,
      status: 'success',
    });
    expect((await statusOf(approved.id)).transactionStatus).toBe('SUCCESS');
    const cancelled = await cardPayment('712000001', 'Paystack');
    await h.control('/__sandbox/paystack/complete', 'POST', {
      reference: cancelled.id,
      status: 'cancelled',
    });
    expect((await statusOf(cancelled.id)).transactionStatus).toBe('CANCELLED');
  });
});
