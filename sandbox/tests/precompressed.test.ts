/**
 * The built portal as the sandbox serves it: precompressed .br/.gz siblings chosen by
 * Accept-Encoding, validators and cache rules, and the prerendered route HTML before the history
 * fallback. A temp dist/ with a fake build keeps it fast.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './harness.ts';
import {
  decoded,
  expectNotModified,
  neverPageHeaders,
  neverPages,
  wire,
  wireClient,
} from './rawHttp.ts';

const distDir = mkdtempSync(join(tmpdir(), 'sandbox-precompressed-'));

/** Writes a file with its .br and .gz, as build/precompress.ts would. */
function built(path: string, text: string, variants = true): Buffer {
  const file = join(distDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  const bytes = Buffer.from(text);
  writeFileSync(file, bytes);
  if (variants) {
    writeFileSync(`${file}.br`, brotliCompressSync(bytes));
    writeFileSync(`${file}.gz`, gzipSync(bytes));
  }
  return bytes;
}

const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><title>Twiga</title></head><body><div id="root">${marker}</div>` +
  `<p>${'Recharge airtime, pay bills and buy bundles. '.repeat(40)}</p></body></html>`;

const entryJs = built(
  'assets/index-abc123.js',
  `export const words = [${Array.from({ length: 400 }, (_, i) => `"word${i}"`).join(',')}];\n`,
);
built('index.html', page('app-shell'));
built('prepaid-recharge/index.html', page('prerendered-recharge-en'));
built('sw/prepaid-recharge/index.html', page('prerendered-recharge-sw'));
built('assets/style-def456.css', 'body{margin:0}', false);

const h = sandboxForFile({ distDir });
const get = wireClient(h.url);

describe('precompressed static files', () => {
  it('sends the .br file when the client accepts brotli', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.body.length).toBeLessThan(entryJs.length);
    // Decoding once gives the original bytes: nothing compressed it a second time.
    expect(brotliDecompressSync(res.body).equals(entryJs)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the .gz file when the client accepts only gzip (or refuses brotli)', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(gunzipSync(res.body).equals(entryJs)).toBe(true);
    }
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'zstd' },
    ];
    for (const headers of requests) {
      const res = await get('/assets/index-abc123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(entryJs.length));
      expect(res.body.equals(entryJs)).toBe(true);
    }
  });

  it('sends a small file without variants as it is', async () => {
    const res = await get('/assets/style-def456.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body.toString()).toBe('body{margin:0}');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const getRes = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const head = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
    expect(head.headers.etag).toBe(getRes.headers.etag);
  });

  it('serves index.html no-cache with an ETag per encoding, and 304 on If-None-Match', async () => {
    const br = await get('/', { 'Accept-Encoding': 'br' });
    const plain = await get('/');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(page('app-shell'));
    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const again = await get('/', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag ?? '',
    });
    expectNotModified(again, br);
    expect((await get('/', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('keeps hashed assets immutable on a 304 too', async () => {
    const first = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('route HTML', () => {
  it('serves the prerendered HTML of a route before the app shell, compressed', async () => {
    for (const [path, marker] of [
      ['/prepaid-recharge', 'prerendered-recharge-en'],
      ['/prepaid-recharge/', 'prerendered-recharge-en'],
      ['/sw/prepaid-recharge', 'prerendered-recharge-sw'],
    ] as const) {
      const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(page(marker));
    }
  });

  it('falls back to index.html (compressed) for routes without their own HTML', async () => {
    for (const path of ['/', '/postpaid', '/sw/help-centre', '/payment/status?id=1']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decoded(res)).toBe(page('app-shell'));
    }
  });

  it('never serves HTML for service paths, missing files, dotfiles or escapes', async () => {
    for (const path of [
      ...neverPages,
      '/.vite/manifest.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await get(path, neverPageHeaders);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).not.toContain('<div id="root">');
    }
  });
});

describe('route HTML with a prerendered home page and page frame', () => {
  const prerendered = mkdtempSync(join(tmpdir(), 'sandbox-prerendered-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(prerendered, path, '..'), { recursive: true });
    writeFileSync(join(prerendered, path), text);
    writeFileSync(join(prerendered, `${path}.br`), brotliCompressSync(text));
  };
  write('index.html', page('home-en'));
  write('sw/index.html', page('home-sw'));
  write('shell.html', page('frame-only'));
  const site = sandboxForFile({ distDir: prerendered });

  it('serves each home page from its folder and the frame (shell.html) for other pages', async () => {
    for (const [path, marker] of [
      ['/', 'home-en'],
      ['/sw', 'home-sw'],
      ['/payment/status?id=TX1', 'frame-only'],
      ['/sw/unknown-page', 'frame-only'],
    ] as const) {
      const res = await wire(site.url() + path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(page(marker));
    }
  });
});
