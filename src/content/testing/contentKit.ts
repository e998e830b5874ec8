/**
 * Test and Storybook helpers of the content layer: an i18next instance filled synchronously from
 * given resources (no backend, no network).
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, DEFAULT_NAMESPACE } from '../i18n.ts';

/** Namespaced translations of one language: `{ 'recharge-translation': { ... } }`. */
export type NamespacedTexts = Record<string, Record<string, unknown>>;

/**
 * An initialised i18next instance for tests and stories. `resources` is either
 * `{ en: { ns: {...} }, sw: {...} }` or, for English only, `{ ns: {...} }` given with `lng`.
 * With no resources every `t(key, default)` shows its default, as on a first visit.
 */
export function createTestI18n(resources: Resource = {}, lng: 'en' | 'sw' = 'en'): i18n {
  const byLanguage =
    'en' in resources || 'sw' in resources ? resources : { [lng]: resources as NamespacedTexts };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseI18nOptions,
    lng,
    resources: byLanguage as Resource,
    ns: Object.keys(byLanguage[lng] ?? {}).concat(DEFAULT_NAMESPACE),
    initAsync: false,
  });
  return instance;
}

/** A fetch stand-in serving CMS packages by pageUrl (e.g. '/sw/loader-translation'). */
export interface CmsFetchStub {
  fetch: typeof fetch;
  /** pageUrl of every request, in order. */
  requests: string[];
}

/**
 * Serves `{data:{packageHtml}}` for the given packages (value = the package object, or a raw
 * string to serve as packageHtml as-is); unknown pageUrls answer HTTP 404. For use with
 * `configureHttp({ fetch })` from src/api/client.ts.
 */
export function createCmsFetchStub(packages: Record<string, unknown>): CmsFetchStub {
  const requests: string[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
    requests.push(pageUrl);
    const headers = { 'Content-Type': 'application/json' };
    if (!(pageUrl in packages))
      return new Response(
        JSON.stringify({ statusCode: 404, status: 'failure', message: 'Package not found' }),
        { status: 404, headers },
      );
    const value = packages[pageUrl];
    const packageHtml = typeof value === 'string' ? value : JSON.stringify(value);
    return new Response(JSON.stringify({ data: { packageHtml } }), { status: 200, headers });
  };
  return { fetch: stub as typeof fetch, requests };
}
