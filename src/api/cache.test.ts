import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, clearApiCache, DEFAULT_CACHE_MS, readCache, writeCache } from './cache.ts';

afterEach(() => clearApiCache());

describe('API result cache', () => {
  // API-5
  it('keeps a value for 10 s by default and drops it on the first read after expiry', () => {
    const key = cacheKey('config', { code: 'PORTAL' });
    writeCache(key, { a: 1 }, undefined, 1_000);
    expect(DEFAULT_CACHE_MS).toBe(10_000);
    expect(readCache(key, 1_000 + 9_999)).toEqual({ a: 1 });
    expect(readCache(key, 1_000 + 10_000)).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  // API-5
  it('lives in session storage', () => {
    const key = cacheKey('towns');
    writeCache(key, ['Arusha'], 5_000);
    expect(sessionStorage.getItem(key)).toContain('Arusha');
  });

  it('gives different keys for different endpoints, queries and bodies, equal keys for reordered bodies', () => {
    expect(cacheKey('bundles', undefined, { msisdn: '712000001', lineType: 'PREPAID' })).toBe(
      cacheKey('bundles', undefined, { lineType: 'PREPAID', msisdn: '712000001' }),
    );
    expect(cacheKey('bundles', undefined, { msisdn: '712000001' })).not.toBe(
      cacheKey('bundles', undefined, { msisdn: '712000002' }),
    );
    expect(cacheKey('config', { code: 'A' })).not.toBe(cacheKey('config', { code: 'B' }));
    expect(cacheKey('config')).not.toBe(cacheKey('towns'));
  });

  it('treats a corrupt entry as a miss and removes it', () => {
    const key = cacheKey('config');
    sessionStorage.setItem(key, '{broken');
    expect(readCache(key)).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
