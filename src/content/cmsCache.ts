/**
 * CMS content cache of I18N-4: per package name + language in session storage, and in
 * memory when a ttl is given (the ttl also bounds the stored copy, e.g. 3600 s for translations).
 */
import { removeSessionEntries } from '../api/cache.ts';

const PREFIX = 'cms:';

interface Entry {
  expiresAt: number | null;
  data: unknown;
}

const memory = new Map<string, Entry>();

/** Cache key of a package in a language ('' language for unprefixed packages). */
export function cmsKey(name: string, language: string): string {
  return `${PREFIX}${language}:${name}`;
}

function fresh(entry: Entry | undefined, now: number): entry is Entry {
  return entry !== undefined && (entry.expiresAt === null || entry.expiresAt > now);
}

/** The cached package data, or undefined when absent or expired (expired copies are removed). */
export function readCms(key: string, now: number = Date.now()): unknown {
  const hot = memory.get(key);
  if (fresh(hot, now)) return hot.data;
  memory.delete(key);
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as Entry;
    if (fresh(entry, now)) return entry.data;
    sessionStorage.removeItem(key);
  } catch {
    // Unreadable or disabled storage is a miss.
  }
  return undefined;
}

/** Stores package data; with `ttlMs` it also stays in memory and expires after the ttl. */
export function writeCms(
  key: string,
  data: unknown,
  ttlMs?: number,
  now: number = Date.now(),
): void {
  const entry: Entry = { expiresAt: ttlMs === undefined ? null : now + ttlMs, data };
  if (ttlMs !== undefined) memory.set(key, entry);
  try {
    sessionStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota or disabled storage: the memory copy (if any) still serves.
  }
}

/** Drops every cached CMS package (tests; language data stays keyed, so a switch needs no clear). */
export function clearCmsCache(): void {
  memory.clear();
  removeSessionEntries(PREFIX);
}
