// @vitest-environment node
/**
 * The API client over real HTTP against the operator sandbox (sandbox/listen.ts): fixed headers,
 * success rule, error extraction, caching, retries (GET only) and the test-data rows the typed
 * functions touch. Node environment (the sandbox reads its keys via import.meta.url, which the
 * jsdom transform turns into a denied asset import), with a sessionStorage shim.
 */
import type { Hooks } from 'ky';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import './sessionStorageShim.ts';
import { controlHeaders } from '../../sandbox/control/contract.ts';
import { startSandbox } from '../../sandbox/listen.ts';
import { clearApiCache } from '../../src/api/cache.ts';
import { call, configureHttp } from '../../src/api/client.ts';
import { getCmsPackage } from '../../src/api/content.api.ts';
import { sendPaymentOtp, verifyPaymentOtp } from '../../src/api/otp.api.ts';
import { getBundles, getConfig, validateNumber } from '../../src/api/portal.api.ts';
import { setRuntimeConfig } from '../../src/api/runtimeConfig.ts';
import { initiate } from '../../src/api/transactions.api.ts';
import type { InitiationPayload } from '../../src/api/wire.ts';

let sandbox: { url: string; close(): Promise<void> | void };

const FIXED_HEADERS = [
  'x-mask-request',
  'x-product',
  'x-app-version',
  'x-api-key',
  'x-service-id',
  'x-opco',
  'x-run-mode',
];

async function control(path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...controlHeaders() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

const arm = (fault: {
  path: string;
  count?: number;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
}) => control('/__sandbox/faults', 'POST', fault);

beforeAll(async () => {
  sandbox = await startSandbox({ mode: 'sandbox', port: 0, dbPath: ':memory:', distDir: null });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  await control('/__sandbox/reset', 'POST');
  setRuntimeConfig({
    portalBase: `${sandbox.url}/orp/bfe/api/portal-service`,
    authBase: `${sandbox.url}/auth/bfe/api/portal-service`,
    contentBase: sandbox.url,
    apiKey: 'sandbox-key',
    requestTimeoutMs: 2_000,
  });
  configureHttp({ retryDelayMs: 10 });
});

afterEach(() => {
  configureHttp();
  setRuntimeConfig({});
  clearApiCache();
});

/** A failed outcome as the API layer gives it: its code, the words to show, the HTTP status. */
const failure = (code: string, message: string, httpStatus: number) => ({
  ok: false,
  code,
  message,
  httpStatus,
});

describe('fixed app headers', () => {
  it('the sandbox refuses a call without them and accepts the client call', async () => {
    const bare = await fetch(
      `${sandbox.url}/orp/bfe/api/portal-service/resource/v1/config?code=PORTAL`,
    );
    expect(bare.status).toBe(400);
    expect(await getConfig()).toMatchObject({ ok: true });
  });

  it('go out on every GET and POST of every service', async () => {
    const headers: Headers[] = [];
    const hooks: Hooks = {
      beforeRequest: [({ request }) => void headers.push(new Headers(request.headers))],
    };
    configureHttp({ hooks });
    await getConfig();
    await validateNumber('712000001');
    await call('verifyUser', { data: { refId: 'none', otp: '123456' } });
    await getCmsPackage('loader-translation', '');
    expect(headers).toHaveLength(4);
    for (const sent of headers) {
      for (const name of FIXED_HEADERS) expect(sent.get(name), name).toBeTruthy();
      expect(sent.get('x-app-version')).toBe('1.0.0');
      expect(sent.get('x-run-mode')).toBe('beta');
    }
    expect(headers[1]!.get('content-type')).toBe('application/json');
  });

  it('a wrong api key comes back as a failure with the server message', async () => {
    setRuntimeConfig({ portalBase: `${sandbox.url}/orp/bfe/api/portal-service`, apiKey: 'wrong' });
    expect(await getConfig()).toMatchObject({
      ok: false,
      code: '401',
      message: 'Invalid header x-api-key',
      httpStatus: 401,
    });
  });
});

describe('test-data rows through the typed calls', () => {
  it('config values', async () => {
    const outcome = await getConfig();
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        preMinAmnt: 500,
        preMaxAmnt: 1000000,
        postMinAmnt: 1000,
        postMaxAmnt: 5000000,
        paymentMaxTry: 10,
      },
    });
  });

  it.each([
    ['712000001', 'PREPAID'],
    ['713000001', 'POSTPAID'],
    ['713000002', 'HYBRID'],
    ['714000001', 'PREPAID'],
    ['689123456', 'PREPAID'],
  ])('number %s is %s', async (msisdn, lineType) => {
    expect(await validateNumber(msisdn)).toMatchObject({ ok: true, result: lineType });
  });

  it('719999999 fails validation with Invalid Mobile No', async () => {
    expect(await validateNumber('719999999')).toMatchObject({
      ok: false,
      message: 'Invalid Mobile No',
    });
  });

  it('bundles are a list for a prepaid line', async () => {
    const outcome = await getBundles({ msisdn: '712000001', lineType: 'PREPAID' });
    expect(outcome.ok && Array.isArray(outcome.result) && outcome.result.length > 0).toBe(true);
  });

  it('OTP send for 712000006 is an HTTP 502 with the server text', async () => {
    expect(await sendPaymentOtp('712000006')).toMatchObject(
      failure('502', 'max limit exhausted, please try after sometime.', 502),
    );
  });

  it('a wrong OTP is 2003 with attempts left in the result; 123456 verifies', async () => {
    const sent = await sendPaymentOtp('712000001');
    if (!sent.ok) throw new Error(sent.message);
    const wrong = await verifyPaymentOtp({ refId: sent.result.refId, otp: '000000' });
    expect(wrong).toMatchObject({ ok: false, code: '2003' });
    const right = await verifyPaymentOtp({ refId: sent.result.refId, otp: '123456' });
    expect(right).toMatchObject({ ok: true, result: { tokenType: 'Bearer' } });
  });
});

const payment: InitiationPayload = {
  amount: 1000,
  countryCode: '255',
  mobileNumber: '712000001',
  currencyCode: 'TZS',
  transactionType: 'PREPAID_RECHARGE',
  paymentMode: 'AIRTIME',
};

describe('retries', () => {
  it('never retries a POST: one fault of 503 answers the one attempt, and nothing is initiated', async () => {
    await arm({ path: 'transaction/v1/initiate', count: 1, status: 503 });
    expect(await initiate(payment)).toMatchObject({ ok: false, code: '503', httpStatus: 503 });
    const listed = (await control('/__sandbox/transactions', 'GET')) as { result: unknown[] };
    expect(listed.result).toHaveLength(0);
    // The fault was used up by that single attempt: the next call goes through.
    expect(await initiate(payment)).toMatchObject({ ok: true });
    expect(
      ((await control('/__sandbox/transactions', 'GET')) as { result: unknown[] }).result,
    ).toHaveLength(1);
  });

  it('retries a GET after a 503 and succeeds', async () => {
    await arm({ path: 'resource/v1/config', count: 1, status: 503 });
    expect(await getConfig()).toMatchObject({ ok: true });
  });

  it('gives up on a GET after two retries', async () => {
    await arm({ path: 'resource/v1/config', count: 3, status: 500 });
    expect(await getConfig()).toMatchObject({
      ok: false,
      code: '500',
      message: 'Sandbox fault: HTTP 500',
    });
  });
});

describe('failure shapes', () => {
  it('a malformed body is code malformed with the generic text', async () => {
    await arm({ path: 'subscriber/v1/validate-number', malformed: true });
    expect(await validateNumber('712000001')).toEqual(
      failure('malformed', 'Something Went Wrong!', 200),
    );
  });

  it('a slow answer is code timeout', async () => {
    setRuntimeConfig({
      portalBase: `${sandbox.url}/orp/bfe/api/portal-service`,
      apiKey: 'sandbox-key',
      requestTimeoutMs: 100,
    });
    await arm({ path: 'subscriber/v1/validate-number', delayMs: 500 });
    expect(await validateNumber('712000001')).toEqual({
      ok: false,
      code: 'timeout',
      message: 'Something Went Wrong!',
    });
  });

  it('a closed port is code network', async () => {
    setRuntimeConfig({
      portalBase: 'http://127.0.0.1:9/orp/bfe/api/portal-service',
      apiKey: 'sandbox-key',
    });
    configureHttp({ retryDelayMs: 0 });
    expect(await validateNumber('712000001')).toEqual({
      ok: false,
      code: 'network',
      message: 'Something Went Wrong!',
    });
  });
});

describe('cache', () => {
  it('serves config from session storage within 10 s and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      expect(await getConfig()).toMatchObject({ ok: true, result: { enableAmPin: true } });
      await control('/__sandbox/config', 'PATCH', { enableAmPin: false });
      vi.setSystemTime(new Date('2026-01-01T00:00:09Z'));
      expect(await getConfig()).toMatchObject({ ok: true, result: { enableAmPin: true } });
      vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
      expect(await getConfig()).toMatchObject({ ok: true, result: { enableAmPin: false } });
    } finally {
      vi.useRealTimers();
    }
  });
});
