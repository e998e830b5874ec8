/**
 * What the sandbox generates at run time is compressed for clients that accept it (bodies of
 * 1 KiB and more), and /config.json and the CMS packages revalidate with an ETag (304).
 */
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress } from '../middleware/compress.ts';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { APP_HEADERS, initiateCard, portalPath, sandboxForFile } from './harness.ts';
import { decoded, expectNotModified, wire, wireClient } from './rawHttp.ts';

const schemasDir = mkdtempSync(join(tmpdir(), 'sandbox-compression-'));
mkdirSync(join(schemasDir, 'cms', 'en'), { recursive: true });
const writePackage = (name: string, value: unknown) =>
  writeFileSync(join(schemasDir, 'cms', 'en', `${name}.json`), JSON.stringify(value));
const bigPackage = (version: number) => ({
  version,
  labels: Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [`label${i}`, `Text of label ${i}`]),
  ),
});
writePackage('big-config', bigPackage(1));
writePackage('tiny-config', { hello: 'Hello' });

const h = sandboxForFile({ schemasDir });
const get = wireClient(h.url);
const cms = (name: string, headers: Record<string, string> = {}) =>
  get(`/cms/webpage/activePackage?opco=TZ&pageUrl=%2F${name}`, headers);

const cardTransaction = () => initiateCard(h);

describe('run-time compression', () => {
  it('compresses a JSON answer of 1 KiB or more with brotli, else gzip, else not at all', async () => {
    const path = '/cms/webpage/getFaqs_pCategory?opco=TZ';
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(decoded(br)).toBe(plain.body.toString());

    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body.toString());
  });

  it('compresses a portal POST answer too, and leaves small answers alone', async () => {
    const post = (data: unknown) =>
      wire(h.url() + portalPath('product/v1/bundle'), {
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json', 'Accept-Encoding': 'br' },
        body: JSON.stringify({ data }),
      });
    const bundles = await post({ msisdn: '712000001', lineType: 'PREPAID' });
    expect(bundles.headers['content-encoding']).toBe('br');
    expect((JSON.parse(decoded(bundles)) as { status: string }).status).toBe('success');

    const small = await get('/cms/webpage/getFaqs_pCategory', {
      'Accept-Encoding': 'br',
      [CONTRACT_OFF_HEADER]: 'no opco, for a small answer (a 400)',
    });
    expect(small.status).toBe(400);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({
      statusCode: 400,
      status: 'failure',
      message: 'Missing parameter opco',
    });
  });

  it('compresses the card gateway page and the Paystack script, which still read the same', async () => {
    const id = await cardTransaction();
    for (const path of [`/__sandbox/gw/pay?tid=${id}`, '/__sandbox/paystack/inline.js']) {
      const plain = await get(path);
      const br = await get(path, { 'Accept-Encoding': 'br' });
      expect(plain.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(decoded(br)).toBe(plain.body.toString());
    }
    const page = await get(`/__sandbox/gw/pay?tid=${id}`, { 'Accept-Encoding': 'gzip' });
    expect(decoded(page)).toContain('>Approve</button>');
  });

  it('sends HEAD, redirects and 304s without compressing', async () => {
    const head = await get(
      '/cms/webpage/getFaqs_pCategory?opco=TZ',
      { 'Accept-Encoding': 'br', [CONTRACT_OFF_HEADER]: 'HEAD, which the portal never sends' },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);

    const id = await cardTransaction();
    const redirect = await get(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=success`, {
      'Accept-Encoding': 'br',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers['content-encoding']).toBeUndefined();
    expect(redirect.headers.location).toBe(`/payment/status?id=${id}&pg=paystack`);
  });

  it('passes a delayed answer through whole', async () => {
    await h.control('/__sandbox/faults', 'POST', {
      path: '/cms/webpage/getFaqs_pCategory',
      count: 1,
      delayMs: 50,
    });
    const slow = await get('/cms/webpage/getFaqs_pCategory?opco=TZ', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/cms/webpage/getFaqs_pCategory?opco=TZ');
    expect(slow.headers['content-encoding']).toBe('gzip');
    expect(decoded(slow)).toBe(plain.body.toString());
  });
});

describe('compress middleware on streamed bodies', () => {
  /** A body of unknown length: `count` chunks of `text`, one per tick. */
  const streamed = (text: string, count: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((done) => setTimeout(done, 1));
        if (sent++ === count) controller.close();
        else controller.enqueue(new TextEncoder().encode(text));
      },
    });
  };
  const app = new Hono();
  app.use('*', compress);
  app.get('/long', (c) =>
    c.body(streamed('line of text\n', 200), 200, { 'Content-Type': 'text/plain' }),
  );
  app.get('/short', (c) => c.body(streamed('tiny\n', 3), 200, { 'Content-Type': 'text/plain' }));
  app.get('/events', (c) =>
    c.body(streamed('data: x\n\n', 300), 200, { 'Content-Type': 'text/event-stream' }),
  );
  const fetchBr = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br' } });

  it('compresses a long stream of unknown length, every byte of it', async () => {
    const res = await fetchBr('/long');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text).toBe('line of text\n'.repeat(200));
  });

  it('passes a short stream through unchanged', async () => {
    const res = await fetchBr('/short');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe('tiny\n'.repeat(3));
  });

  it('never touches an event stream', async () => {
    const res = await fetchBr('/events');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe('data: x\n\n'.repeat(300));
  });
});

describe('revalidation of /config.json and CMS packages', () => {
  it('gives /config.json a strong ETag, no-cache, and 304 on If-None-Match', async () => {
    const first = await get('/config.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[^"/]+"$/);
    expect((JSON.parse(first.body.toString()) as { apiKey: string }).apiKey).toBe('sandbox-key');

    const again = await get('/config.json', { 'If-None-Match': first.headers.etag ?? '' });
    expectNotModified(again, first);
    expect((await get('/config.json', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('gives a CMS package an ETag and 304 while the file is unchanged, 200 after an edit', async () => {
    const first = await cms('big-config');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag ?? '';
    expect(tag).toMatch(/^"[^"/]+"$/);

    const again = await cms('big-config', { 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');

    writePackage('big-config', bigPackage(2));
    const edited = await cms('big-config', { 'If-None-Match': tag });
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(tag);
    const body = JSON.parse(edited.body.toString()) as { data: { packageHtml: string } };
    expect((JSON.parse(body.data.packageHtml) as { version: number }).version).toBe(2);
    writePackage('big-config', bigPackage(1));
  });

  it('gives each encoding of a package its own strong ETag, and 304 for the same one', async () => {
    const plain = await cms('big-config');
    const br = await cms('big-config', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^"[^"/]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await cms('big-config', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const other = await cms('big-config', {
      'Accept-Encoding': 'br',
      'If-None-Match': plain.headers.etag ?? '',
    });
    expect(other.status).toBe(200);
    expect(decoded(other)).toBe(plain.body.toString());
  });

  it('does not tag failures or other calls', async () => {
    const missing = await cms('nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const faqs = await get('/cms/webpage/getFaqs_pCategory?opco=TZ');
    expect(faqs.headers.etag).toBeUndefined();
    expect(faqs.headers['cache-control']).toBe('no-store');
  });
});

describe('content security policy', () => {
  it("forbids plugins and foreign base URLs: object-src 'none', base-uri 'self'", async () => {
    const csp = String((await get('/config.json')).headers['content-security-policy']);
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining(["object-src 'none'", "base-uri 'self'"]),
    );
    expect(csp.match(/object-src/g)).toHaveLength(1);
  });
});
