/**
 * Issue 30, item 7, as the hostile tester tried it over HTTP: bodies that only look like JSON and
 * control calls that store nonsense (this part), OTP floods from one client, strangers locking a
 * number, account numbers guessed in a row and tokens read from the database (the parts below).
 * Each got through on the sandbox the issue describes; each states the contract that holds now.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { CONTROL_PATHS, controlHeaders } from '../control/contract.ts';
import { fullPath } from '../core/mount.ts';
import { APP_HEADERS, RECHARGE_TZS_1000, sandboxForFile } from '../tests/harness.ts';
import { send } from './support/http.ts';
import { expectRefusal } from './support/refusal.ts';
import { callFrom } from '../tests/fromClient.ts';

const dbPath = join(mkdtempSync(join(tmpdir(), 'twiga-limits-')), 'sandbox.db');
const h = sandboxForFile({ dbPath });

/** The database file and its journal as bytes, as someone who copied them reads them. */
const fileText = () =>
  [dbPath, `${dbPath}-wal`, `${dbPath}-journal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');

const stored = async () =>
  ((await h.control(CONTROL_PATHS.transactions, 'GET')).body.result as unknown[]).length;

// CONSENT-9, CONSENT-10, CONSENT-11, CONSENT-12: issue 30's rules, as properties of the operator's contract.
describe('a body is JSON only when it says application/json', () => {
  it.each([
    'application/jsonx',
    'text/json',
    'application/json-patch+json',
    'application/json; x=1',
  ])('an initiation sent as %s is refused with 415 and nothing is stored', async (type) => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: fullPath(endpoints.initiate),
      headers: { ...APP_HEADERS, 'Content-Type': type },
      body: JSON.stringify({
        data: { ...RECHARGE_TZS_1000, mobileNumber: '712000001', paymentMode: 'MPESA' },
      }),
    });
    expectRefusal(reply, 415, 'Content-Type must be application/json');
    expect(await stored()).toBe(0);
  });
});

describe('the control API stores only values of the right type and range', () => {
  const patch = (body: unknown) =>
    send(h.url(), {
      method: 'PATCH',
      path: CONTROL_PATHS.config,
      headers: { ...controlHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    ['preMinAmnt', -5],
    ['preMaxAmnt', 'x'],
    ['enableAmPin', 'no'],
    ['paymentMaxTry', 1e12],
  ])(
    'config %s = %j is refused with a 400 naming it; the portal never sees it',
    async (key, value) => {
      const reply = await patch({ [key]: value });
      expect(reply.status).toBe(400);
      expect((JSON.parse(reply.text) as { message: string }).message).toMatch(
        new RegExp(`^${key} `),
      );
      const served = (await h.call('config')).body.result as Record<string, unknown>;
      expect(served[key]).not.toEqual(value);
    },
  );

  it('a fault of delayMs 1e12 is refused with a 400 naming delayMs, and calls are not held', async () => {
    const reply = await send(h.url(), {
      method: 'POST',
      path: CONTROL_PATHS.faults,
      headers: { ...controlHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'resource/v1/config', delayMs: 1e12 }),
    });
    expect(reply.status).toBe(400);
    expect((JSON.parse(reply.text) as { message: string }).message).toMatch(/^delayMs /);
    const started = performance.now();
    expect((await h.call('config')).http).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('a copy of the database holds no bearer token', () => {
  it('after five verified payment OTPs, no access token appears anywhere in the file', async () => {
    const tokens: string[] = [];
    for (const msisdn of ['712000001', '712000002', '712000003', '712000004', '712000005']) {
      const sent = await h.call('paymentOtpSend', { data: { msisdn } });
      const refId = (sent.body.result as { refId: string }).refId;
      const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
      tokens.push((verified.body.result as { accessToken: string }).accessToken);
    }
    expect(tokens.every((t) => t.length >= 16)).toBe(true);
    const text = fileText();
    expect(tokens.filter((t) => text.includes(t))).toEqual([]);
  });
});

describe('one client cannot text the country', () => {
  it('30 different numbers texted from one client within seconds: at most 20 codes go out', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callFrom(h, '127.0.0.4', 'paymentOtpSend', {
          msisdn: `7140000${String(i).padStart(2, '0')}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.http === 200).length).toBeLessThanOrEqual(20);
    const refused = answers.filter((a) => a.http !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const a of refused) expect(a.body.message).toMatch(/Too many OTP requests/);
  });
});

describe('a stranger cannot silence a number unnoticed', () => {
  const sms = async (msisdn: string) =>
    (await h.control(`${CONTROL_PATHS.sms}?msisdn=${msisdn}`, 'GET')).body.result as unknown[];

  it("using up 712000001's codes from another client texts its owner", async () => {
    for (let i = 0; i < 6; i++)
      await callFrom(h, '127.0.0.5', 'paymentOtpSend', { msisdn: '712000001' });
    expect(await sms('712000001')).toHaveLength(1);
  });

  it("locking 712000001's verification with wrong codes texts its owner", async () => {
    const sent = await callFrom(h, '127.0.0.5', 'paymentOtpSend', { msisdn: '712000001' });
    const refId = (sent.body.result as { refId: string }).refId;
    for (let i = 0; i < 5; i++)
      await callFrom(h, '127.0.0.5', 'paymentOtpVerify', { refId, otp: '000000' });
    expect(await sms('712000001')).toEqual([expect.objectContaining({ kind: 'otp-locked' })]);
  });
});

describe('account numbers cannot be guessed at speed', () => {
  it('of 20 postpaid account numbers in a row from one client, at most 5 are answered', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        await callFrom(h, '127.0.0.6', 'bill', {
          msisdn: '713000001',
          accountNo: `10000000${String(i + 10)}`,
        }),
      );
    expect(answers.filter((a) => a.body.statusCode === '60119')).toHaveLength(5);
    expect(answers.slice(5).every((a) => a.http === 429)).toBe(true);
  });

  it('of 20 fixed-internet accounts in a row from one client, at most 5 are answered', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        await callFrom(h, '127.0.0.6', 'openInvoices', {
          accountNo: `PE00000000${String(i + 10)}`,
          contactPersonEmailId: 'billing@example.co.tz',
        }),
      );
    expect(answers.filter((a) => a.body.statusCode === '404')).toHaveLength(5);
    expect(answers.slice(5).every((a) => a.http === 429)).toBe(true);
  });
});
