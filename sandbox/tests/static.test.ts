import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './harness.ts';
import { neverPageHeaders, neverPages } from './rawHttp.ts';

const distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html><html lang="en"><title>Twiga</title><div id="root"></div></html>',
);
writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(distDir, 'assets', 'index-abc123.css'), 'body{margin:0}');
writeFileSync(
  join(distDir, 'assets', 'logo-abc123.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');

const h = sandboxForFile({ distDir });

describe('static portal', () => {
  it('serves index.html for page routes (history fallback)', async () => {
    for (const path of ['/', '/prepaid-recharge', '/payment/status?id=1', '/anything-unknown']) {
      const res = await h.raw(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    }
  });

  it('sends hashed scripts and stylesheets only nosniff of the security headers; pages, pictures and the worker the full set', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await h.raw(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
      ])
        expect(res.headers.get(documentOnly)).toBeNull();
    }
    for (const path of ['/', '/assets/logo-abc123.svg', '/sw.js']) {
      const res = await h.raw(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await h.raw('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never answers index.html for API paths or missing files', async () => {
    for (const path of ['/orp/bfe/api/portal-service/nope', ...neverPages]) {
      const res = await h.raw(path, { headers: neverPageHeaders });
      expect(res.ok).toBe(false);
      expect(await res.text()).not.toContain('<div id="root">');
    }
  });
});
