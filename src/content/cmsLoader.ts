/**
 * CMS package loader: GET cms/webpage/activePackage?opco=TZ&pageUrl={prefix}/{name}, parse
 * data.packageHtml (a JSON string), check its shape, cache it per name + language. Counts
 * requests in flight for the loading overlay. Never throws: failures come back as `{ok:false}`.
 * Loads running at once share one request through the data layer's one map of requests in flight
 * (src/data/inFlight.ts); it is cancelled once every asker that gave a signal has left.
 */
import { getCmsPackage } from '../api/content.api.ts';
import { forgetInFlight, joinInFlight } from '../data/inFlight.ts';
import { cmsKey, readCms, writeCms } from './cmsCache.ts';
import { requestFinished, requestStarted, type CmsError } from './contentStatus.ts';
import { getLanguage, isEnglish, languagePrefix } from './language.ts';

/** Result of loading a package. */
export type CmsOutcome<T> = { ok: true; data: T } | { ok: false; error: CmsError };

/** Options of a package load. */
export interface CmsLoadOptions<T> {
  /** false for the unprefixed packages (fetch-sites-data-5g, meta-data-config ...). Default true. */
  prefixed?: boolean;
  /** Keep in memory and expire the stored copy after this many ms. */
  ttlMs?: number;
  /** Shape check; a package that fails it is an 'invalid-package' error. */
  validate?: (value: unknown) => value is T;
  /** Language to load (default: the selected language). */
  language?: string;
  /** false: do not count this request for the loading overlay (the overlay's own texts). */
  countsAsLoading?: boolean;
  /**
   * This asker's leaving (a screen unmounted): the shared request is aborted once every asker has
   * left, and an aborted load is no error: no warning, no overlay error, nothing cached (I18N-4).
   * Without a signal the asker stays to the end (the route warm-up, the i18next backend).
   */
  signal?: AbortSignal;
}

/** Package names served without a language prefix (I18N-6). */
export const UNPREFIXED_PACKAGES = [
  'fetch-sites-data-5g',
  'meta-data-config',
  'privacy-policy-config',
  'lead-status-config',
] as const;

/** Key prefix of the package loads in the one map of requests in flight. */
const IN_FLIGHT = 'cms-load:';

/**
 * Forgets the package loads still running, so the next ask starts its own. For a fresh start
 * within one page (each Storybook story): a load left running by the story before (a delayed or
 * failing answer on purpose) must not answer the next story's ask.
 */
export function forgetRunningCmsLoads(): void {
  forgetInFlight(IN_FLIGHT);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Language tag of the cache key: the unprefixed packages are the same in every language. */
function keyLanguage(language: string, prefixed: boolean): string {
  if (!prefixed) return '';
  return isEnglish(language) ? 'EN' : 'SW';
}

/** Parses a package answer into data, or says exactly what is wrong with it. */
export function parsePackage<T>(
  name: string,
  language: string,
  result: unknown,
  validate?: (v: unknown) => v is T,
): CmsOutcome<T> {
  const fail = (code: string, message: string): CmsOutcome<T> => ({
    ok: false,
    error: { name, language, code, message },
  });
  const html = isObject(result) ? result.packageHtml : undefined;
  if (typeof html !== 'string')
    return fail('malformed-package', `CMS package "${name}" has no packageHtml string`);
  let data: unknown;
  try {
    data = JSON.parse(html);
  } catch {
    return fail('malformed-package', `CMS package "${name}" packageHtml is not valid JSON`);
  }
  if (validate && !validate(data))
    return fail('invalid-package', `CMS package "${name}" does not have the expected shape`);
  return { ok: true, data: data as T };
}

/** The cached copy of a package for the selected language, if present (no request). */
export function peekCmsPackage<T>(name: string, options: CmsLoadOptions<T> = {}): T | undefined {
  const { prefixed = true, validate, language = getLanguage() } = options;
  const cached = readCms(cmsKey(name, keyLanguage(language, prefixed)));
  if (cached === undefined || (validate && !validate(cached))) return undefined;
  return cached as T;
}

async function fetchPackage<T>(
  name: string,
  options: CmsLoadOptions<T>,
  language: string,
  key: string,
  signal: AbortSignal,
): Promise<CmsOutcome<T>> {
  const counts = options.countsAsLoading !== false;
  if (counts) requestStarted();
  const prefix = options.prefixed === false ? '' : languagePrefix(language);
  const outcome = await getCmsPackage(name, prefix, signal);
  if (!outcome.ok && signal.aborted) {
    // Every asker left: nobody waits for this package, so nothing is said or kept of it.
    if (counts) requestFinished();
    return { ok: false, error: { name, language, code: 'aborted', message: outcome.message } };
  }
  const parsed: CmsOutcome<T> = outcome.ok
    ? parsePackage(name, language, outcome.result, options.validate)
    : { ok: false, error: { name, language, code: outcome.code, message: outcome.message } };
  if (parsed.ok) writeCms(key, parsed.data, options.ttlMs);
  else console.warn('[cms]', parsed.error.message, parsed.error.code);
  if (counts) requestFinished(parsed.ok ? undefined : parsed.error);
  return parsed;
}

/**
 * Loads one CMS package (from cache when present). Concurrent loads of the same package and
 * language share one request.
 */
export function loadCmsPackage<T>(
  name: string,
  options: CmsLoadOptions<T> = {},
): Promise<CmsOutcome<T>> {
  const language = options.language ?? getLanguage();
  const key = cmsKey(name, keyLanguage(language, options.prefixed !== false));
  const cached = peekCmsPackage(name, { ...options, language });
  if (cached !== undefined) return Promise.resolve({ ok: true, data: cached });
  return joinInFlight(
    IN_FLIGHT + key,
    (signal) => fetchPackage(name, options, language, key, signal),
    options.signal,
  ).request;
}
