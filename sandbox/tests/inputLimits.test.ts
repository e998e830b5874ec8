/**
 * Request bodies as an operator's gateway takes them (issue 13, item 1): at most 64 KiB (a clean
 * 413 in JSON, nothing stored), nested at most 32 levels (a clean 400, never a 500).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/api/endpoints.ts';
import { jsonDepth } from '../core/jsonBody.ts';
import { fullPath } from '../core/mount.ts';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { APP_HEADERS, sandboxForFile, RECHARGE_TZS_1000 } from './harness.ts';

const h = sandboxForFile();

const KiB = 1024;
const initiatePath = fullPath(endpoints.initiate);
const json = { ...APP_HEADERS, 'Content-Type': 'application/json' };
/** Headers of a request that breaks the contract on purpose (CONTRACT-3), saying why. */
const offContract = (why: string) => ({ ...json, [CONTRACT_OFF_HEADER]: why });

/** A card payment of TZS 1000 for 712000001, with `pad` characters of padding in a field. */
const paddedInitiation = (pad: number) =>
  JSON.stringify({
    data: {
      ...RECHARGE_TZS_1000,
      mobileNumber: '712000001',
      paymentMode: 'PG',
      paymentGateway: 'Selcom',
      note: 'x'.repeat(pad),
    },
  });

const storedTransactions = async () =>
  ((await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[]).length;

/** Sends `body` in 16 KiB chunks without a Content-Length (Transfer-Encoding: chunked). */
function chunked(
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(h.url() + path, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 16 * KiB) req.write(body.slice(at, at + 16 * KiB));
    req.end();
  });
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const postEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].method === 'POST',
);

describe('body size', () => {
  it('a 2 MB body is refused with 413 and a JSON error, and nothing is stored', async () => {
    const res = await h.raw(initiatePath, {
      method: 'POST',
      headers: offContract('an unknown field padding the body to 2 MB, to see the 413'),
      body: paddedInitiation(2 * KiB * KiB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      statusCode: 413,
      status: 'failure',
      message: 'Request body too large (at most 64 KiB)',
    });
    expect(await storedTransactions()).toBe(0);
  });

  it('a 1 MB body sent in chunks without a Content-Length is refused with 413 too', async () => {
    const answer = await chunked(
      initiatePath,
      offContract('an unknown field padding the body to 1 MB, to see the 413'),
      paddedInitiation(KiB * KiB),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, status: 'failure' });
    expect(await storedTransactions()).toBe(0);
  });

  it('a body of 64 KiB exactly is still read', async () => {
    const bare = paddedInitiation(0).length;
    const answer = await h.raw(initiatePath, {
      method: 'POST',
      headers: offContract('an unknown field padding the body to 64 KiB, to see it is read'),
      body: paddedInitiation(64 * KiB - bare),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'success' });
  });
});

describe('nesting depth', () => {
  it.each(postEndpoints)('%s: a 5000-deep body is a clean 400, never a 500', async (name) => {
    const res = await h.raw(fullPath(endpoints[name]), {
      method: 'POST',
      headers: offContract('a 5000-deep body, to see a clean 400'),
      body: `{"data":{"x":${deep(5000)}}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      status: 'failure',
      message: 'Body nested too deeply (at most 32 levels)',
    });
  });

  it('a payment with a field nested 32 levels deep is still read; 33 is refused', async () => {
    const at = (levels: number) =>
      paddedInitiation(0).replace('"note":""', `"note":${deep(levels - 2)}`);
    expect(jsonDepth(at(32))).toBe(32);
    const headers = offContract('an unknown field nested 32 or 33 levels deep, to see the limit');
    const send = (body: string) => h.raw(initiatePath, { method: 'POST', headers, body });
    expect((await send(at(32))).status).toBe(200);
    expect((await send(at(33))).status).toBe(400);
  });

  it('brackets inside strings are text, not nesting', async () => {
    const answer = await h.call('validateNumber', {
      data: { msisdn: '712000001', note: `${'['.repeat(5000)}"{` },
      offContract: 'an unknown field of 5000 brackets, to see they are not nesting',
    });
    expect(answer.body).toMatchObject({ status: 'success', result: 'PREPAID' });
  });
});
