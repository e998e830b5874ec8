import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKey,
  clearApiCache,
  DEFAULT_CACHE_MS,
  hashString,
  readCache,
  removeSessionEntries,
  stableStringify,
  writeCache,
} from './cache.ts';

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

describe('API result cache: keys and storage', () => {
  it('keys one request by endpoint, query and body: `api-cache:<name>?<query>#<8 hex digits>`', () => {
    expect(cacheKey('config', { code: 'PORTAL' })).toMatch(
      /^api-cache:config\?\{"code":"PORTAL"\}#[0-9a-f]{8}$/,
    );
    // FNV-1a 32-bit: the published test vectors of the empty text and 'a'.
    expect(hashString('')).toBe('811c9dc5');
    expect(hashString('a')).toBe('e40c292c');
    expect(hashString('foobar')).toBe('bf9cf968');
  });

  it('always gives 8 hex digits: a hash below 0x10000000 keeps its leading zeros', () => {
    // FNV-1a of "1149" is 0x00253920 (worked out apart from the code).
    expect(hashString('1149')).toBe('00253920');
  });

  it('ignores fields left undefined and key order at every depth, but not array order', () => {
    expect(stableStringify({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(
      '{"a":{"d":[2,1]},"b":1}',
    );
    expect(stableStringify([{ y: 1, x: 2 }, null])).toBe('[{"x":2,"y":1},null]');
    expect(stableStringify(undefined)).toBe('undefined');
    expect(cacheKey('bundles', undefined, { msisdn: '712000001', lineType: undefined })).toBe(
      cacheKey('bundles', undefined, { msisdn: '712000001' }),
    );
    expect(cacheKey('bundles', undefined, ['a', 'b'])).not.toBe(
      cacheKey('bundles', undefined, ['b', 'a']),
    );
  });

  it('keeps a value for the given time: still there 1 ms before, gone at the moment it expires', () => {
    const key = cacheKey('towns');
    writeCache(key, ['Arusha'], 30_000, 0);
    expect(readCache(key, 29_999)).toEqual(['Arusha']);
    expect(readCache(key, 30_000)).toBeUndefined();
  });

  it('drops an entry without an expiry time, or with one that is not a number', () => {
    const key = cacheKey('towns');
    sessionStorage.setItem(key, JSON.stringify({ expiresAt: '9999999999999', value: ['Arusha'] }));
    expect(readCache(key, 0)).toBeUndefined();
    sessionStorage.setItem(key, JSON.stringify({ value: ['Arusha'] }));
    expect(readCache(key, 0)).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('clears the API entries only, leaving other session data', () => {
    const key = cacheKey('towns');
    writeCache(key, ['Arusha']);
    sessionStorage.setItem('payment-session', 'kept');
    clearApiCache();
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('payment-session')).toBe('kept');
  });

  it('clears every API entry, however many there are', () => {
    const keys = ['towns', 'config', 'bundles'].map((name) => cacheKey(name));
    keys.forEach((key) => writeCache(key, 1));
    removeSessionEntries('api-cache:');
    expect(keys.map((key) => sessionStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('serves without caching when storage is full', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => writeCache(cacheKey('towns'), ['Arusha'])).not.toThrow();
    } finally {
      full.mockRestore();
    }
    expect(readCache(cacheKey('towns'))).toBeUndefined();
  });
});

describe('API result cache without session storage (storage disabled or a Node test)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps values in memory for their time, and clears them with the API cache', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const key = cacheKey('towns');
    writeCache(key, ['Arusha'], 10_000, 0);
    expect(readCache(key, 9_999)).toEqual(['Arusha']);
    clearApiCache();
    expect(readCache(key, 9_999)).toBeUndefined();
  });

  it('falls back to memory when reading sessionStorage throws (storage blocked by the browser)', () => {
    const blocked = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const key = cacheKey('towns');
      writeCache(key, ['Arusha'], 10_000, 0);
      expect(readCache(key, 1)).toEqual(['Arusha']);
      expect(() => clearApiCache()).not.toThrow();
      expect(readCache(key, 1)).toBeUndefined();
    } finally {
      if (blocked) Object.defineProperty(globalThis, 'sessionStorage', blocked);
    }
  });
});
