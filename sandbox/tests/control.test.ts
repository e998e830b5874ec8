import { describe, expect, it } from 'vitest';
import { APP_HEADERS, portalPath, sandboxForFile, RECHARGE_TZS_1000 } from './harness.ts';

const h = sandboxForFile();

describe('control API', () => {
  it('reset restores the seeded data (airtime, config, transactions, OTP attempts)', async () => {
    await h.control('/__sandbox/config', 'PATCH', { enableAmPin: false, preMinAmnt: 100 });
    await h.call('initiate', {
      data: {
        ...RECHARGE_TZS_1000,
        mobileNumber: '712000001',
        paymentMode: 'MPESA',
      },
    });
    expect(
      ((await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[]).length,
    ).toBe(1);
    expect((await h.control('/__sandbox/reset', 'POST')).body.status).toBe('success');
    expect((await h.call('config')).body.result).toMatchObject({
      enableAmPin: true,
      preMinAmnt: 500,
    });
    expect((await h.control('/__sandbox/transactions', 'GET')).body.result).toEqual([]);
  });

  it('a status fault answers the next N calls to that path, then normal answers resume', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: 'subscriber/v1/validate-number',
      count: 2,
      status: 503,
    });
    const call = () => h.call('validateNumber', { data: { msisdn: '712000001' } });
    expect((await call()).http).toBe(503);
    expect((await call()).body).toMatchObject({ statusCode: 503, status: 'failure' });
    expect((await call()).body.result).toBe('PREPAID');
  });

  it('a fault may name the full path', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: '/orp/bfe/api/portal-service/resource/v1/config',
      count: 1,
      status: 500,
    });
    expect((await h.call('config')).http).toBe(500);
    expect((await h.call('config')).http).toBe(200);
  });

  it('a malformed fault answers a body that is not JSON', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: 'resource/v1/config',
      count: 1,
      malformed: true,
    });
    // Asked as the portal asks it: only the answer is broken, on purpose.
    const res = await h.raw(portalPath('resource/v1/config?code=PORTAL'), {
      headers: APP_HEADERS,
    });
    const text = await res.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('a delay fault answers normally but only after the delay', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: 'resource/v1/config',
      count: 1,
      delayMs: 300,
    });
    const started = performance.now();
    const answer = await h.call('config');
    expect(answer.body.status).toBe('success');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reset clears armed faults', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: 'resource/v1/config',
      count: 5,
      status: 500,
    });
    await h.control('/__sandbox/reset', 'POST');
    expect((await h.call('config')).http).toBe(200);
  });

  it('refuses a fault without a path', async () => {
    expect((await h.control('/__sandbox/faults', 'POST', { count: 1 })).http).toBe(400);
  });

  it("balances reads a line's airtime (712000001 has 50000, 0712000002 is 712000002 with 200) behind the guard", async () => {
    expect((await h.control('/__sandbox/balances?msisdn=712000001', 'GET')).body.result).toEqual({
      msisdn: '712000001',
      airtime: 50000,
    });
    expect((await h.control('/__sandbox/balances?msisdn=0712000002', 'GET')).body.result).toEqual({
      msisdn: '712000002',
      airtime: 200,
    });
    const bad = await h.control('/__sandbox/balances?msisdn=12', 'GET');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('msisdn must be a Tanzanian mobile number');
    expect((await h.raw('/__sandbox/balances?msisdn=712000001')).status).toBe(403);
  });
});
