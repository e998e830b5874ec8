/**
 * The control API checks what it stores (issue 30, item 7): a config value of the wrong type or
 * out of range, or a fault with an absurd delay, answers 400 naming the field and stores nothing;
 * a body that is not application/json answers 415.
 */
import { describe, expect, it } from 'vitest';
import { controlHeaders } from '../control/contract.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();

const patchConfig = (body: unknown) => h.control('/__sandbox/config', 'PATCH', body);
const armFault = (body: unknown) => h.control('/__sandbox/faults', 'POST', body);
const servedConfig = async () => (await h.call('config')).body.result as Record<string, unknown>;

// CONSENT-11: issue 30's rules, as properties of the operator's contract.
describe('PATCH /__sandbox/config', () => {
  it.each([
    [{ preMinAmnt: -5 }, 'preMinAmnt must be a whole number from 1 to 1000000000'],
    [{ preMaxAmnt: 'x' }, 'preMaxAmnt must be a whole number from 1 to 1000000000'],
    [{ postMinAmnt: 10.5 }, 'postMinAmnt must be a whole number from 1 to 1000000000'],
    [{ enableAmPin: 'no' }, 'enableAmPin must be true or false'],
    [{ postpaidHybridCheck: 1 }, 'postpaidHybridCheck must be true or false'],
    [{ paymentMaxTry: 0 }, 'paymentMaxTry must be a whole number from 1 to 100'],
    [
      { customerCareNumber: '' },
      'customerCareNumber must be a non-empty string of at most 200 characters',
    ],
    [
      { payStackConfig: 'nope' },
      'payStackConfig must be a JSON string holding {"key": "<public key>"}',
    ],
    [{ preMinAmnt: 2000000 }, 'preMinAmnt (2000000) must not exceed preMaxAmnt (1000000)'],
    [{ isAdmin: true }, "Unknown config key 'isAdmin'"],
  ])(
    'refuses %j with 400 %s, and the portal still gets the seeded config',
    async (patch, message) => {
      expect(await patchConfig(patch)).toEqual({
        http: 400,
        body: { statusCode: 400, status: 'failure', message },
      });
      expect(await servedConfig()).toMatchObject({
        preMinAmnt: 500,
        preMaxAmnt: 1000000,
        postMinAmnt: 1000,
        enableAmPin: true,
        postpaidHybridCheck: true,
        paymentMaxTry: 10,
        customerCareNumber: '100',
      });
      expect(await servedConfig()).not.toHaveProperty('isAdmin');
    },
  );

  it('stores nothing of a patch with one bad key among good ones', async () => {
    expect((await patchConfig({ preMinAmnt: 100, enableAmPin: 'no' })).http).toBe(400);
    expect(await servedConfig()).toMatchObject({ preMinAmnt: 500, enableAmPin: true });
  });

  it('takes values of the right type and range', async () => {
    const answer = await patchConfig({ preMinAmnt: 100, enableAmPin: false, paymentMaxTry: 3 });
    expect(answer.http).toBe(200);
    expect(await servedConfig()).toMatchObject({
      preMinAmnt: 100,
      enableAmPin: false,
      paymentMaxTry: 3,
    });
  });
});

describe('POST /__sandbox/faults', () => {
  it.each([
    [
      { path: 'resource/v1/config', delayMs: 1e12 },
      'delayMs must be a whole number of milliseconds from 0 to 60000',
    ],
    [
      { path: 'resource/v1/config', delayMs: -1 },
      'delayMs must be a whole number of milliseconds from 0 to 60000',
    ],
    [
      { path: 'resource/v1/config', delayMs: '300' },
      'delayMs must be a whole number of milliseconds from 0 to 60000',
    ],
    [{ path: 'resource/v1/config', status: 700 }, 'status must be an HTTP status from 200 to 599'],
    [
      { path: 'resource/v1/config', status: 503.5 },
      'status must be an HTTP status from 200 to 599',
    ],
    [{ path: 'resource/v1/config', count: 0 }, 'count must be a whole number from 1 to 1000'],
    [{ path: 'resource/v1/config', count: 1e9 }, 'count must be a whole number from 1 to 1000'],
    [{ path: 'resource/v1/config', malformed: 'yes' }, 'malformed must be true or false'],
    [{ path: '' }, 'path is required: a non-empty string of at most 500 characters'],
    [{ path: 'resource/v1/config', statuss: 500 }, "Unknown fault field 'statuss'"],
  ])('refuses %j with 400 %s and arms nothing', async (fault, message) => {
    expect(await armFault(fault)).toEqual({
      http: 400,
      body: { statusCode: 400, status: 'failure', message },
    });
    const started = performance.now();
    expect((await h.call('config')).http).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('arms a fault of the right types: a 60 s delay is the longest taken', async () => {
    expect((await armFault({ path: 'resource/v1/config', delayMs: 60000, count: 1 })).http).toBe(
      200,
    );
    expect((await armFault({ path: 'resource/v1/config', delayMs: 60001 })).http).toBe(400);
  });
});

describe('control bodies are application/json', () => {
  it.each(['application/jsonx', 'text/json', 'text/plain', 'application/json-patch+json'])(
    'a %s body answers 415 and changes nothing',
    async (type) => {
      const res = await h.raw('/__sandbox/config', {
        method: 'PATCH',
        headers: { ...controlHeaders(), 'Content-Type': type },
        body: JSON.stringify({ preMinAmnt: 100 }),
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        statusCode: 415,
        status: 'failure',
        message: 'Content-Type must be application/json',
      });
      expect(await servedConfig()).toMatchObject({ preMinAmnt: 500 });
    },
  );
});
