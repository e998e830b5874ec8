/**
 * The CMS editor page and its publishing routes exist in sandbox mode only: a production sandbox
 * answers 404 on both, like any unknown path (issue 15; docs/decisions.md, "Who may publish").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import { controlHeaders } from '../control/contract.ts';
import { startSandbox, type RunningSandbox } from '../listen.ts';

let editorDir: string;
const running: Partial<Record<'sandbox' | 'production', RunningSandbox>> = {};
beforeAll(async () => {
  // A stand-in for the editor's build: the page and one asset.
  editorDir = mkdtempSync(join(tmpdir(), 'cms-editor-'));
  mkdirSync(join(editorDir, 'assets'));
  writeFileSync(join(editorDir, 'index.html'), '<!doctype html><title>editor</title>');
  writeFileSync(join(editorDir, 'assets', 'index-abc.js'), 'console.log(1)');
  for (const mode of ['sandbox', 'production'] as const)
    running[mode] = await startSandbox({
      mode,
      port: 0,
      dbPath: ':memory:',
      distDir: null,
      editorDir,
    });
});
afterAll(async () => {
  await Promise.all(Object.values(running).map((r) => r.close()));
  rmSync(editorDir, { recursive: true, force: true });
});

const get = (mode: 'sandbox' | 'production', path: string, init: RequestInit = {}) =>
  fetch(running[mode]!.url.replace(/\/$/, '') + path, init);

describe('the CMS editor page', () => {
  it('is served at /cms-editor in sandbox mode, with the security headers', async () => {
    const page = await get('sandbox', '/cms-editor');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<title>editor</title>');
    const asset = await get('sandbox', '/cms-editor/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves no file outside its build folder', async () => {
    for (const path of ['/cms-editor/assets/..%2Findex.html', '/cms-editor/assets/.hidden'])
      expect((await get('sandbox', path)).status, path).toBe(404);
  });

  it('is absent in production mode, and so is publishing', async () => {
    expect((await get('production', '/cms-editor')).status).toBe(404);
    const publish = await get(
      'production',
      cmsPublishPath('package', { lang: 'en', name: 'form-otp' }),
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...controlHeaders() },
        body: '{}',
      },
    );
    expect(publish.status).toBe(404);
  });
});
