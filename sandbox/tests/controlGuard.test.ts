/**
 * The control API's gate (sandbox/control/guard.ts; docs/sandbox.md, "The control API"): only
 * same-origin calls that carry `X-Sandbox-Control: 1` and name the sandbox's own Host get through.
 * Raw node:http requests, because a test must set Host, Origin and Sec-Fetch-Site as a browser or
 * an attacker would, which fetch does not allow for all of them.
 */
import { describe, expect, it } from 'vitest';
import { CONTROL_PATHS } from '../control/contract.ts';
import { initiateCard, sandboxForFile, type Harness } from './harness.ts';
import { wire, type WireAnswer } from './rawHttp.ts';

const FAULT = { path: 'resource/v1/config', count: 1, status: 503 };
const EVIL = 'http://evil.example';

const json = (answer: WireAnswer) =>
  JSON.parse(answer.body.toString('utf8')) as {
    statusCode: number;
    status: string;
    message: string;
  };
const port = (h: Harness) => new URL(h.url()).port;

/** A control call with exactly these headers (Host defaults to the sandbox's own URL). */
const send = (
  h: Harness,
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
) => wire(h.url() + path, { method, headers, ...(body === undefined ? {} : { body }) });

/** The config call answers normally: no fault was armed. */
const expectNoFault = async (h: Harness) => expect((await h.call('config')).http).toBe(200);

describe('the control API in sandbox mode', () => {
  const h = sandboxForFile();

  it('arms a fault for a same-origin call with X-Sandbox-Control: 1', async () => {
    const answer = await send(
      h,
      CONTROL_PATHS.faults,
      'POST',
      {
        'X-Sandbox-Control': '1',
        Origin: h.url(),
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      JSON.stringify(FAULT),
    );
    expect(answer.status).toBe(200);
    expect((await h.call('config')).http).toBe(503);
  });

  it('refuses a cross-site text/plain POST that would arm a fault with 403, and arms nothing', async () => {
    const answer = await send(
      h,
      CONTROL_PATHS.faults,
      'POST',
      { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      JSON.stringify(FAULT),
    );
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(json(answer)).toEqual({
      statusCode: 403,
      status: 'failure',
      message: `Control API: calls from another origin (${EVIL}) are refused`,
    });
    await expectNoFault(h);
  });

  it('refuses a cross-site form post to reset with 403, and resets nothing', async () => {
    const id = await initiateCard(h);
    const answer = await send(
      h,
      CONTROL_PATHS.reset,
      'POST',
      { Origin: EVIL, 'Content-Type': 'application/x-www-form-urlencoded' },
      'x=1',
    );
    expect(answer.status).toBe(403);
    const listed = (await h.control(CONTROL_PATHS.transactions, 'GET')).body.result as {
      id: string;
    }[];
    expect(listed.map((row) => row.id)).toEqual([id]);
  });

  it('refuses a call without the header with 403, even from the same origin', async () => {
    const answer = await send(
      h,
      CONTROL_PATHS.faults,
      'POST',
      { Origin: h.url(), 'Content-Type': 'text/plain' },
      JSON.stringify(FAULT),
    );
    expect(answer.status).toBe(403);
    expect(json(answer).message).toBe('Control API: calls need the header X-Sandbox-Control: 1');
    await expectNoFault(h);
  });

  it('needs the header on every control route, reads included', async () => {
    const calls: [string, string][] = [
      [CONTROL_PATHS.reset, 'POST'],
      [CONTROL_PATHS.config, 'PATCH'],
      [CONTROL_PATHS.faults, 'POST'],
      [CONTROL_PATHS.transactions, 'GET'],
      [CONTROL_PATHS.forms, 'GET'],
      [CONTROL_PATHS.balances, 'GET'],
      [CONTROL_PATHS.mpesaApproval, 'POST'],
    ];
    for (const [path, method] of calls)
      expect((await send(h, path, method, {})).status, `${method} ${path}`).toBe(403);
  });

  it('refuses the header from another origin, a neighbour port of localhost included', async () => {
    for (const origin of [EVIL, `http://localhost:${Number(port(h)) + 1}`, 'null']) {
      const answer = await send(
        h,
        CONTROL_PATHS.faults,
        'POST',
        { 'X-Sandbox-Control': '1', Origin: origin, 'Content-Type': 'application/json' },
        JSON.stringify(FAULT),
      );
      expect(answer.status, origin).toBe(403);
    }
    const sameSite = await send(h, CONTROL_PATHS.reset, 'POST', {
      'X-Sandbox-Control': '1',
      'Sec-Fetch-Site': 'same-site',
    });
    expect(sameSite.status).toBe(403);
    await expectNoFault(h);
  });

  it('grants no preflight: an OPTIONS from another origin gets 403 and no CORS header', async () => {
    const answer = await send(h, CONTROL_PATHS.faults, 'OPTIONS', {
      Origin: EVIL,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, x-sandbox-control',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses a foreign Host with 421, header and matching Origin notwithstanding (DNS rebinding)', async () => {
    const host = `twiga.evil.example:${port(h)}`;
    const answer = await send(
      h,
      CONTROL_PATHS.faults,
      'POST',
      {
        Host: host,
        Origin: `http://${host}`,
        'X-Sandbox-Control': '1',
        'Content-Type': 'application/json',
      },
      JSON.stringify(FAULT),
    );
    expect(answer.status).toBe(421);
    expect(json(answer)).toMatchObject({ statusCode: 421, status: 'failure' });
    expect(json(answer).message).toContain(`Host '${host}' is not this sandbox`);
    await expectNoFault(h);
  });

  it("answers under localhost and 127.0.0.1 with its own port, never another port's", async () => {
    const asHost = (host: string) =>
      send(h, CONTROL_PATHS.transactions, 'GET', { Host: host, 'X-Sandbox-Control': '1' });
    expect((await asHost(`localhost:${port(h)}`)).status).toBe(200);
    expect((await asHost(`127.0.0.1:${port(h)}`)).status).toBe(200);
    expect((await asHost(`localhost:${Number(port(h)) + 1}`)).status).toBe(421);
    expect((await asHost('localhost')).status).toBe(421);
  });

  it('leaves the card gateway stand-ins open to the browser (they are not control)', async () => {
    const id = await initiateCard(h);
    expect((await send(h, `/__sandbox/gw/pay?tid=${id}`, 'GET', {})).status).toBe(200);
    expect((await send(h, '/__sandbox/paystack/inline.js', 'GET', {})).status).toBe(200);
  });
});

describe('the control API with a configured host', () => {
  const h = sandboxForFile({ allowedHosts: ['sandbox.twiga.test:8443'] });

  it('also answers under a host of allowedHosts (SANDBOX_ALLOWED_HOSTS), and only that one', async () => {
    const asHost = (host: string) =>
      send(h, CONTROL_PATHS.transactions, 'GET', {
        Host: host,
        Origin: `https://${host}`,
        'X-Sandbox-Control': '1',
      });
    expect((await asHost('sandbox.twiga.test:8443')).status).toBe(200);
    expect((await asHost('sandbox.twiga.test:8444')).status).toBe(421);
  });
});
