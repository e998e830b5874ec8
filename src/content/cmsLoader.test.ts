/** Loader logic with a stubbed fetch; the same flows over real HTTP: tests/unit/content.sandbox.test.ts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { loadCmsPackage } from './cmsLoader.ts';
import { contentStatusStore, inFlight, lastContentError } from './contentStatus.ts';
import { setLanguage } from './language.ts';
import { createCmsFetchStub, type CmsFetchStub } from './testing/contentKit.ts';
import { resetContentState } from '../testing/contentState.ts';

interface Header {
  links: string[];
}
const isHeader = (x: unknown): x is Header =>
  typeof x === 'object' && x !== null && Array.isArray((x as Header).links);

let stub: CmsFetchStub;

function serve(packages: Record<string, unknown>, wrap?: (f: typeof fetch) => typeof fetch) {
  stub = createCmsFetchStub(packages);
  configureHttp({ fetch: wrap ? wrap(stub.fetch) : stub.fetch, retryDelayMs: 0 });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRuntimeConfig({ contentBase: 'http://cms.test' });
  serve({
    '/website-headers-config': { links: ['Home'] },
    '/sw/website-headers-config': { links: ['Nyumbani'] },
    '/fetch-sites-data-5g': { links: ['site'] },
    '/broken-config': '{not json',
  });
});

afterEach(resetContentState);

describe('loadCmsPackage', () => {
  // I18N-5
  it('asks for {prefix}/{name} with opco TZ and returns the parsed package', async () => {
    expect(await loadCmsPackage('website-headers-config', { validate: isHeader })).toEqual({
      ok: true,
      data: { links: ['Home'] },
    });
    setLanguage('SW');
    expect(await loadCmsPackage('website-headers-config', { validate: isHeader })).toEqual({
      ok: true,
      data: { links: ['Nyumbani'] },
    });
    expect(stub.requests).toEqual(['/website-headers-config', '/sw/website-headers-config']);
  });

  // I18N-6
  it('loads unprefixed packages without the language prefix', async () => {
    setLanguage('SW');
    expect((await loadCmsPackage('fetch-sites-data-5g', { prefixed: false })).ok).toBe(true);
    expect(stub.requests).toEqual(['/fetch-sites-data-5g']);
  });

  // I18N-4
  it('caches per package and language in session storage', async () => {
    await loadCmsPackage('website-headers-config');
    await loadCmsPackage('website-headers-config');
    expect(stub.requests).toHaveLength(1);
    expect(sessionStorage.getItem('cms:EN:website-headers-config')).toContain('Home');
    setLanguage('SW');
    await loadCmsPackage('website-headers-config');
    expect(stub.requests).toHaveLength(2);
    expect(sessionStorage.getItem('cms:SW:website-headers-config')).toContain('Nyumbani');
  });

  // I18N-3, I18N-4
  it('refetches after the ttl', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(0);
      await loadCmsPackage('website-headers-config', { ttlMs: 1_000 });
      vi.setSystemTime(999);
      await loadCmsPackage('website-headers-config', { ttlMs: 1_000 });
      expect(stub.requests).toHaveLength(1);
      vi.setSystemTime(1_000);
      await loadCmsPackage('website-headers-config', { ttlMs: 1_000 });
      expect(stub.requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // UI-7
  it('counts requests in flight and shares one request between concurrent loads', async () => {
    const gates: Array<() => void> = [];
    serve(
      { '/website-headers-config': { links: [] }, '/website-footer-config': { links: [] } },
      (inner) => async (input, init) => {
        await new Promise<void>((open) => gates.push(open));
        return inner(input, init);
      },
    );
    const seen: number[] = [];
    const stop = contentStatusStore.subscribe(() =>
      seen.push(contentStatusStore.getSnapshot().inFlight),
    );
    const a = loadCmsPackage('website-headers-config');
    const b = loadCmsPackage('website-headers-config');
    const c = loadCmsPackage('website-footer-config');
    expect(inFlight()).toBe(2);
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    gates.forEach((open) => open());
    await Promise.all([a, b, c]);
    stop();
    expect(inFlight()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(stub.requests).toHaveLength(2);
  });

  // UI-7
  it('on a failed fetch hides the loader, stores the error and resolves with it', async () => {
    const outcome = await loadCmsPackage('missing-config');
    expect(outcome).toEqual({
      ok: false,
      error: { name: 'missing-config', language: 'EN', code: '404', message: 'Package not found' },
    });
    expect(inFlight()).toBe(0);
    expect(lastContentError()).toMatchObject({ name: 'missing-config', code: '404' });
  });

  it('reports a packageHtml that is not JSON, and a package of the wrong shape, without caching them', async () => {
    const broken = await loadCmsPackage('broken-config');
    expect(broken).toMatchObject({
      ok: false,
      error: {
        code: 'malformed-package',
        message: 'CMS package "broken-config" packageHtml is not valid JSON',
      },
    });
    const wrong = await loadCmsPackage('fetch-sites-data-5g', {
      prefixed: false,
      validate: (x): x is { pages: string[] } => Array.isArray((x as { pages?: unknown }).pages),
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'invalid-package' } });
    expect(sessionStorage.getItem('cms::fetch-sites-data-5g')).toBeNull();
    expect(inFlight()).toBe(0);
  });

  /** Serves the packages only once `open()` is called; a cancelled request fails at once. */
  function serveHeld(packages: Record<string, unknown>) {
    const signals: AbortSignal[] = [];
    let open: () => void = () => {};
    const opened = new Promise<void>((done) => (open = done));
    serve(packages, (inner) => async (input, init) => {
      const { signal } = input instanceof Request ? input : new Request(input, init);
      signals.push(signal);
      await Promise.race([
        opened,
        new Promise((_, fail) => signal.addEventListener('abort', () => fail(signal.reason))),
      ]);
      return inner(input, init);
    });
    return { signals, open };
  }

  // I18N-4, UI-7
  it('cancels a load once every asker has left: no warning, no error, nothing cached', async () => {
    const held = serveHeld({ '/website-headers-config': { links: ['Home'] } });
    const first = new AbortController();
    const second = new AbortController();
    const a = loadCmsPackage('website-headers-config', { signal: first.signal });
    const b = loadCmsPackage('website-headers-config', { signal: second.signal });
    await vi.waitFor(() => expect(held.signals).toHaveLength(1));
    first.abort();
    expect(held.signals[0]!.aborted).toBe(false);
    second.abort();
    expect(held.signals[0]!.aborted).toBe(true);
    expect(await a).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(await b).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(console.warn).not.toHaveBeenCalled();
    expect(lastContentError()).toBeNull();
    expect(inFlight()).toBe(0);
    expect(sessionStorage.getItem('cms:EN:website-headers-config')).toBeNull();
    // The next ask starts afresh.
    held.open();
    expect(await loadCmsPackage('website-headers-config')).toEqual({
      ok: true,
      data: { links: ['Home'] },
    });
    expect(held.signals).toHaveLength(2);
  });

  // I18N-4
  it('keeps a shared load for an asker without a signal (the route warm-up) when the others leave', async () => {
    const held = serveHeld({ '/website-headers-config': { links: ['Home'] } });
    const screen = new AbortController();
    const left = loadCmsPackage('website-headers-config', { signal: screen.signal });
    const warmUp = loadCmsPackage('website-headers-config');
    await vi.waitFor(() => expect(held.signals).toHaveLength(1));
    screen.abort();
    expect(held.signals[0]!.aborted).toBe(false);
    held.open();
    expect(await warmUp).toEqual({ ok: true, data: { links: ['Home'] } });
    expect(await left).toEqual({ ok: true, data: { links: ['Home'] } });
    expect(stub.requests).toHaveLength(1);
  });
});
