// @vitest-environment node
/**
 * The content loader and i18n over real HTTP against the operator sandbox, reading the CMS
 * packages in schemas/cms: language prefix, caching, counter, failure. Node environment with a
 * sessionStorage shim (see api.sandbox.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import './sessionStorageShim.ts';
import { controlHeaders } from '../../sandbox/control/contract.ts';
import { startSandbox } from '../../sandbox/listen.ts';
import { configureHttp } from '../../src/api/client.ts';
import { setRuntimeConfig } from '../../src/api/runtimeConfig.ts';
import { loadCmsPackage } from '../../src/content/cmsLoader.ts';
import { inFlight, lastContentError } from '../../src/content/contentStatus.ts';
import { setLanguage } from '../../src/content/language.ts';
import { loadLoaderTexts } from '../../src/content/loaderTexts.ts';
import { resetContentState } from '../../src/testing/contentState.ts';

let sandbox: { url: string; close(): Promise<void> | void };
const schema = (lang: string, name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../schemas/cms/${lang}/${name}.json`, import.meta.url), 'utf8'),
  );

beforeAll(async () => {
  sandbox = await startSandbox({ mode: 'sandbox', port: 0, dbPath: ':memory:', distDir: null });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRuntimeConfig({ contentBase: sandbox.url, apiKey: 'sandbox-key' });
  configureHttp({ retryDelayMs: 10 });
});

afterEach(resetContentState);

describe('CMS packages from the sandbox', () => {
  it('loads the English and, after a switch, the Swahili package', async () => {
    expect(await loadCmsPackage('loader-translation')).toEqual({
      ok: true,
      data: schema('en', 'loader-translation'),
    });
    setLanguage('SW');
    expect(await loadCmsPackage('loader-translation')).toEqual({
      ok: true,
      data: schema('sw', 'loader-translation'),
    });
    expect(inFlight()).toBe(0);
  });

  it('gives the overlay texts in Swahili', async () => {
    expect(await loadLoaderTexts('SW')).toEqual({
      wait: 'Tafadhali subiri ...',
      holdOn: 'Subiri kidogo!',
      loadingMessage: 'Tunakupakilia ukurasa',
    });
  });

  it('a missing package hides the loader and stores the error', async () => {
    const outcome = await loadCmsPackage('no-such-package');
    expect(outcome).toMatchObject({ ok: false, error: { name: 'no-such-package', code: '404' } });
    expect(inFlight()).toBe(0);
    expect(lastContentError()).toMatchObject({ name: 'no-such-package' });
  });

  it('a malformed answer is an error, not an exception', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...controlHeaders() },
      body: JSON.stringify({ path: '/cms/webpage/activePackage', malformed: true }),
    });
    expect(await loadCmsPackage('loader-translation')).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
    expect(inFlight()).toBe(0);
  });
});
