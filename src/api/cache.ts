/**
 * Session-storage cache of API results with an expiry (API-5: default 10 s, an expired
 * entry is dropped on read). Falls back to memory where no sessionStorage exists (Node tests).
 */

/** Default lifetime of a cached API result (API-5). */
export const DEFAULT_CACHE_MS = 10_000;
const PREFIX = 'api-cache:';

interface Entry {
  expiresAt: number;
  value: unknown;
}

const memory = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; memory is the honest fallback.
  }
  return memoryStorage;
}

/** JSON with sorted object keys, so equal payloads give equal keys whatever their key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** FNV-1a 32-bit hash as hex: short keys for request bodies (not a security hash). */
export function hashString(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Cache key of one request: endpoint name + query + hash of the body. */
export function cacheKey(name: string, query?: unknown, data?: unknown): string {
  return `${PREFIX}${name}?${stableStringify(query ?? {})}#${hashString(stableStringify(data ?? null))}`;
}

/** The cached value, or undefined when absent, unreadable or expired (expired ones are removed). */
export function readCache<T>(key: string, now: number = Date.now()): T | undefined {
  const store = storage();
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry.expiresAt === 'number' && entry.expiresAt > now) return entry.value as T;
  } catch {
    // A corrupt entry is treated like an expired one.
  }
  store.removeItem(key);
  return undefined;
}

/** Stores `value` for `ttlMs` (default 10 s). Storage quota errors are ignored: a cache may miss. */
export function writeCache(
  key: string,
  value: unknown,
  ttlMs: number = DEFAULT_CACHE_MS,
  now: number = Date.now(),
): void {
  try {
    storage().setItem(key, JSON.stringify({ expiresAt: now + ttlMs, value } satisfies Entry));
  } catch {
    // Quota exceeded or storage disabled: serve without caching.
  }
}

/** Removes every session-storage entry whose key starts with `prefix` (the API and CMS caches). */
export function removeSessionEntries(prefix: string): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const k = sessionStorage.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    keys.forEach((k) => sessionStorage.removeItem(k));
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/** Removes every API cache entry (used on language switch and by tests). */
export function clearApiCache(): void {
  memory.clear();
  removeSessionEntries(PREFIX);
}
