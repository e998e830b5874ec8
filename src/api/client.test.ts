/** Pure client tests with a stubbed fetch (ky's `fetch` option). Real-HTTP tests: tests/unit/api.sandbox.test.ts. */
import { describe, expect, it, vi } from 'vitest';
import { stubHttpInEachTest } from '../testing/stubbedHttp.ts';
import { call } from './client.ts';

const BASE = 'http://portal.test/orp/bfe/api/portal-service';
const seen: Request[] = [];
let answers: Array<() => Response | Promise<Response>> = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init);
  seen.push(request.clone());
  const next = answers.shift();
  if (!next) throw new Error('unexpected request');
  return next();
});

stubHttpInEachTest(stubFetch as typeof fetch, () => {
  seen.length = 0;
  answers = [];
});

const FIXED = {
  'x-mask-request': 'enable',
  'x-product': 'ORP',
  'x-app-version': '1.0.0',
  'x-api-key': 'test-key',
  'x-service-id': 'ORP_PORTAL',
  'x-opco': 'TZ',
  'x-run-mode': 'beta',
};

describe('call', () => {
  // API-6
  it('sends the fixed app headers on GET and POST, JSON content type and {data} body on POST', async () => {
    answers.push(() => json({ statusCode: 200, status: 'success', result: {} }));
    answers.push(() => json({ statusCode: 200, status: 'success', result: 'PREPAID' }));
    await call('config', { query: { code: 'PORTAL' } });
    await call('validateNumber', { data: { msisdn: '712000001' } });
    for (const request of seen) {
      for (const [name, value] of Object.entries(FIXED))
        expect(request.headers.get(name)).toBe(value);
    }
    expect(seen[0]!.url).toBe(`${BASE}/resource/v1/config?code=PORTAL`);
    expect(seen[1]!.method).toBe('POST');
    expect(seen[1]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[1]!.json()).toEqual({ data: { msisdn: '712000001' } });
  });

  // API-7
  it('puts the lower-cased product into {product} paths and uses the content base', async () => {
    answers.push(() => json({ statusCode: 200, status: 'success', result: [] }));
    await call('shops', {
      query: { opco: 'TZ', latitude: -6.8, longitude: 39.2, distanceInKilometers: 100 },
    });
    expect(new URL(seen[0]!.url).pathname).toBe('/cms/maps/twigashopsbycoordinates');
  });

  // API-3
  it('returns business failures with a string code, the server message and the result', async () => {
    answers.push(() =>
      json({
        statusCode: 2003,
        status: 'failure',
        message: 'Please enter correct OTP',
        result: { attemptsLeft: 4 },
      }),
    );
    expect(await call('paymentOtpVerify', { data: { refId: 'r', otp: '000000' } })).toEqual({
      ok: false,
      code: '2003',
      message: 'Please enter correct OTP',
      result: { attemptsLeft: 4 },
      httpStatus: 200,
    });
  });

  it('reads the body of an HTTP error (the OTP 502) instead of throwing', async () => {
    answers.push(() =>
      json(
        {
          statusCode: 502,
          status: 'failure',
          message: 'max limit exhausted, please try after sometime.',
        },
        502,
      ),
    );
    expect(await call('paymentOtpSend', { data: { msisdn: '712000006' } })).toMatchObject({
      ok: false,
      code: '502',
      message: 'max limit exhausted, please try after sometime.',
      httpStatus: 502,
    });
  });

  it('turns a broken body, a network failure and a timeout into codes with the generic text', async () => {
    answers.push(() => new Response('<html>oops', { status: 200 }));
    expect(await call('lineType', { data: {} })).toMatchObject({
      ok: false,
      code: 'malformed',
      message: 'Something Went Wrong!',
    });
    answers.push(() => Promise.reject(new TypeError('fetch failed')));
    expect(await call('lineType', { data: {} })).toMatchObject({
      ok: false,
      code: 'network',
      message: 'Something Went Wrong!',
    });
    answers.push(() => new Promise<Response>(() => {}));
    expect(await call('lineType', { data: {} })).toMatchObject({
      ok: false,
      code: 'timeout',
      message: 'Something Went Wrong!',
    });
  });

  // API-9
  it('never retries a POST', async () => {
    answers.push(() => json({ message: 'busy' }, 503));
    answers.push(() =>
      json({ statusCode: 200, status: 'success', result: { transactionId: 'T1' } }),
    );
    const outcome = await call('initiate', { data: { amount: 1000 } });
    expect(outcome).toMatchObject({ ok: false, code: '503', message: 'busy' });
    expect(seen).toHaveLength(1);
  });

  it('retries a GET after a 503 and after a network error, at most twice', async () => {
    answers.push(() => json({}, 503));
    answers.push(() => Promise.reject(new TypeError('fetch failed')));
    answers.push(() =>
      json({ statusCode: 200, status: 'success', result: { transactionStatus: 'SUCCESS' } }),
    );
    expect(await call('status', { query: { tid: 'T1' } })).toMatchObject({ ok: true });
    expect(seen).toHaveLength(3);

    seen.length = 0;
    answers.push(
      () => json({}, 500),
      () => json({}, 500),
      () => json({}, 500),
      () => json({ status: 'success' }),
    );
    expect(await call('status', { query: { tid: 'T1' } })).toMatchObject({
      ok: false,
      code: '500',
    });
    expect(seen).toHaveLength(3);
    answers = [];
  });

  it('does not retry a GET on a 4xx business-free error', async () => {
    answers.push(() => json({ message: 'nope' }, 404));
    expect(await call('status', { query: { tid: 'T1' } })).toMatchObject({
      ok: false,
      code: '404',
      message: 'nope',
    });
    expect(seen).toHaveLength(1);
  });

  // API-5
  it('serves a cached ok result until it expires, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      answers.push(() => json({ statusCode: 200, status: 'success', result: { preMinAmnt: 500 } }));
      answers.push(() => json({ statusCode: 200, status: 'success', result: { preMinAmnt: 600 } }));
      expect(await call('config', { query: { code: 'PORTAL' }, cacheMs: 10_000 })).toMatchObject({
        result: { preMinAmnt: 500 },
      });
      vi.setSystemTime(new Date('2026-01-01T00:00:09.999Z'));
      expect(await call('config', { query: { code: 'PORTAL' }, cacheMs: 10_000 })).toMatchObject({
        result: { preMinAmnt: 500 },
      });
      expect(seen).toHaveLength(1);
      vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
      expect(await call('config', { query: { code: 'PORTAL' }, cacheMs: 10_000 })).toMatchObject({
        result: { preMinAmnt: 600 },
      });
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // API-5
  it('answers a cancelled read with code aborted, never retried and never cached', async () => {
    const left = new AbortController();
    answers.push(() => {
      left.abort(); // the screen is left while the request is on its way
      return Promise.reject(left.signal.reason as Error);
    });
    answers.push(() => json({ statusCode: 200, status: 'success', result: { data: [] } }));
    expect(await call('towns', { cacheMs: 10_000, signal: left.signal })).toMatchObject({
      ok: false,
      code: 'aborted',
    });
    expect(seen).toHaveLength(1);
    expect((await call('towns', { cacheMs: 10_000 })).ok).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    answers.push(() => json({ statusCode: 500, status: 'failure' }));
    answers.push(() => json({ statusCode: 200, status: 'success', result: [] }));
    expect((await call('towns', { cacheMs: 10_000 })).ok).toBe(false);
    expect((await call('towns', { cacheMs: 10_000 })).ok).toBe(true);
  });

  it('accepts the content service bare {data} body as a success', async () => {
    answers.push(() => json({ data: { packageHtml: '{"a":1}' } }));
    expect(await call('cmsPackage', { query: { opco: 'TZ', pageUrl: '/x' } })).toEqual({
      ok: true,
      result: { packageHtml: '{"a":1}' },
    });
  });
});
