import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultRuntimeConfig,
  loadRuntimeConfig,
  runtimeConfig,
  setRuntimeConfig,
} from './runtimeConfig.ts';

afterEach(() => setRuntimeConfig({}));

const serve = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('merges the known keys of /config.json over the defaults', async () => {
    const cfg = await loadRuntimeConfig(
      serve(JSON.stringify({ apiKey: 'k1', requestTimeoutMs: 5000, unknownKey: 1 })),
    );
    expect(cfg.apiKey).toBe('k1');
    expect(cfg.requestTimeoutMs).toBe(5000);
    expect(cfg.opco).toBe('TZ');
    expect(runtimeConfig()).toBe(cfg);
    expect(cfg).not.toHaveProperty('unknownKey');
  });

  it('ignores values of the wrong type or outside an enum', async () => {
    const cfg = await loadRuntimeConfig(
      serve(JSON.stringify({ requestTimeoutMs: 'soon', analyticsTransport: 'pigeon' })),
    );
    expect(cfg.requestTimeoutMs).toBe(defaultRuntimeConfig.requestTimeoutMs);
    expect(cfg.analyticsTransport).toBe('beacon');
  });

  it.each([
    ['a missing file', serve('not found', 404)],
    ['a malformed file', serve('{oops')],
    [
      'a network failure',
      (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
    ],
  ])('falls back to the defaults on %s', async (_label, fetchImpl) => {
    expect(await loadRuntimeConfig(fetchImpl)).toEqual(defaultRuntimeConfig);
  });
});
