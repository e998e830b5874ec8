/**
 * The issue 13 probes of what already landed, sent as the hostile tester sent them over HTTP: the
 * control API from another site, oversized and deep bodies, odd amounts, id arithmetic, replays
 * and races of one initiation, a PIN without an OTP, one number's token on another's wallet.
 * Each failed on the lax sandbox the issue describes; each states the contract that holds now
 * (docs/sandbox.md).
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { CONTROL_PATHS, controlHeaders } from '../control/contract.ts';
import { fullPath } from '../core/mount.ts';
import {
  APP_HEADERS,
  initiateCard,
  paymentSandbox,
  transactionIdOf as idOf,
  RECHARGE_TZS_1000,
  verifiedPaymentOtp,
} from '../tests/harness.ts';
import { send } from './support/http.ts';
import { expectRefusal } from './support/refusal.ts';

const { h, encryptPin } = paymentSandbox();

const stored = async () =>
  ((await h.control(CONTROL_PATHS.transactions, 'GET')).body.result as unknown[]).length;
const card = (more: Record<string, unknown> = {}) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: '712000001',
  emailId: 'a@b.co',
  paymentMode: 'PG',
  paymentGateway: 'Selcom',
  ...more,
});
const hostOf = () => new URL(h.url()).host;

describe('the control API, attacked from another site', () => {
  it('a cross-site text/plain POST to reset is refused with 403 and resets nothing', async () => {
    await initiateCard(h);
    const reply = await send(h.url(), {
      method: 'POST',
      path: CONTROL_PATHS.reset,
      headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(reply.status).toBe(403);
    expect(await stored()).toBe(1);
  });

  it('a same-origin call without X-Sandbox-Control is refused with 403', async () => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: CONTROL_PATHS.faults,
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ path: 'resource/v1/config', count: 1, status: 503 }),
    });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 403, status: 'failure' });
    expect((await h.call('config')).http).toBe(200);
  });

  it('a DNS-rebinding call (Host: evil.example, with the header) is refused with 421', async () => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: CONTROL_PATHS.reset,
      headers: { ...controlHeaders(), Host: 'evil.example' },
    });
    expect(reply.status).toBe(421);
  });

  it('the header from another origin is refused with 403; a preflight grants no CORS', async () => {
    const evil = { ...controlHeaders(), Host: hostOf(), Origin: 'http://evil.example' };
    expect(
      (await send(h.url(), { method: 'POST', path: CONTROL_PATHS.reset, headers: evil })).status,
    ).toBe(403);
    const preflight = await send(h.url(), {
      method: 'OPTIONS',
      path: CONTROL_PATHS.reset,
      headers: {
        Origin: 'http://evil.example',
        'Access-Control-Request-Headers': 'x-sandbox-control',
      },
    });
    expect(preflight.status).toBe(403);
    expect(Object.keys(preflight.headers).filter((k) => k.startsWith('access-control-'))).toEqual(
      [],
    );
  });
});

describe('a payment from another site', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'a cross-site %s POST to initiate (a simple request, no preflight) is refused with 415, nothing stored',
    async (type) => {
      const reply = await send(h.url(), {
        method: 'POST',
        path: fullPath(endpoints.initiate),
        headers: { ...APP_HEADERS, Origin: 'http://evil.example', 'Content-Type': type },
        body: JSON.stringify({ data: card() }),
      });
      expect(reply.status).toBe(415);
      expect(await stored()).toBe(0);
    },
  );
});

describe('bodies too big or too deep', () => {
  const initiate = fullPath(endpoints.initiate);
  const padded = (bytes: number) =>
    Buffer.from(JSON.stringify({ data: card({ note: 'x'.repeat(bytes) }) }));

  it.each([
    ['1 MB', 1 << 20],
    ['10 MB', 10 << 20],
  ])('a %s initiation is refused with 413 before anything is stored', async (_, bytes) => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: initiate,
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body: padded(bytes),
    });
    expectRefusal(reply, 413, 'Request body too large (at most 64 KiB)');
    expect(await stored()).toBe(0);
  });

  it('5000-deep JSON is a 400 "Body nested too deeply (at most 32 levels)", not a 500', async () => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: initiate,
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body: `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({
      message: 'Body nested too deeply (at most 32 levels)',
    });
  });
});

describe('amounts the operator would never take', () => {
  it.each([
    ['Infinity (1e999 in JSON)', '1e999', 'Invalid amount: a number is required'],
    ['0.0001', '0.0001', 'Invalid amount: TZS amounts are whole shillings'],
    ['499, below the minimum', '499', 'Minimum amount should be TZS 500'],
    ['1e15', '1e15', 'Maximum amount should be TZS 1000000'],
    ['"0x10"', '"0x10"', 'Invalid amount: a number is required'],
  ])('a recharge of %s is refused and stores nothing', async (_, amount, message) => {
    const body = JSON.stringify({ data: card() }).replace('"amount":1000', `"amount":${amount}`);
    const reply = await send(h.url(), {
      method: 'POST',
      path: fullPath(endpoints.initiate),
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body,
    });
    expect(JSON.parse(reply.text)).toMatchObject({ statusCode: '400', status: 'failure', message });
    expect(await stored()).toBe(0);
  });
});

describe('transaction ids', () => {
  /** The ids a tester tries next to a known one: the last character stepped up and down. */
  const neighbours = (id: string) =>
    [1, -1].map(
      (step) => id.slice(0, -1) + String.fromCharCode(id.charCodeAt(id.length - 1) + step),
    );

  it('no id arithmetic: the neighbours of one payment id are no payment, while others exist', async () => {
    const ids = [await initiateCard(h), await initiateCard(h), await initiateCard(h)];
    expect(ids[1]).toMatch(/^TWG[0-9A-HJKMNP-TV-Z]{16}$/);
    for (const guess of neighbours(ids[1] ?? '')) {
      const answer = await h.call('status', { query: { tid: guess } });
      expect(answer.body).toMatchObject({ statusCode: '404', message: 'Transaction not found' });
    }
  });
});

describe('replays and races of one initiation', () => {
  it('a replay with the same txnId returns the first transaction; another amount is refused', async () => {
    const key = { txnId: 'probe-replay-1' };
    const first = idOf(await h.call('initiate', { data: card(key) }));
    expect(idOf(await h.call('initiate', { data: card(key) }))).toBe(first);
    const other = await h.call('initiate', { data: card({ ...key, amount: 2000 }) });
    expect(other.body).toMatchObject({
      statusCode: '409',
      status: 'failure',
      message: 'Idempotency key already used for a different payment',
    });
    expect(await stored()).toBe(1);
  });

  it('20 concurrent identical initiations make one transaction', async () => {
    const data = card({ txnId: 'probe-race-1' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.call('initiate', { data })),
    );
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await stored()).toBe(1);
  });
});

describe('who pays', () => {
  const wallet = (msisdn: string, more: Record<string, unknown> = {}) =>
    card({
      mobileNumber: msisdn,
      paymentMobile: msisdn,
      paymentMode: 'TWIGA_MONEY',
      paymentGateway: undefined,
      ...more,
    });
  const pin = async (transactionId: string, value: string, authorization?: string) =>
    h.call(authorization ? 'authProcess' : 'process', {
      data: {
        transactionId,
        isSubscriberRequest: true,
        paymentMode: 'TWIGA_MONEY',
        proccessFlag: true,
        amPin: await encryptPin(value),
      },
      ...(authorization ? { headers: { Authorization: authorization } } : {}),
    });

  it("six wrong PINs without an OTP are refused (401) and do not lock 712000001's wallet", async () => {
    const stranger = idOf(await h.call('initiate', { data: wallet('712000001') }));
    for (let i = 0; i < 6; i++) expect((await pin(stranger, '0000')).http).toBe(401);
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const own = await h.call('authInitiate', {
      data: wallet('712000001', { uniqueCode }),
      headers: { Authorization: authorization },
    });
    expect((await pin(idOf(own), '1234', authorization)).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it("712000007's OTP token cannot pay from 712000001's wallet (403 at initiate and at process)", async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000007');
    const refused = await h.call('authInitiate', {
      data: wallet('712000001', { uniqueCode }),
      headers: { Authorization: authorization },
    });
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe('The OTP token was not verified for the paying number');
    // A payment 712000001 started itself, processed with the other number's token.
    const own = idOf(await h.call('initiate', { data: wallet('712000001') }));
    const answer = await pin(own, '1234', authorization);
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token was not verified for the paying number');
  });
});
