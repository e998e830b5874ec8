/**
 * The content service of tests and stories: CMS packages straight from schemas/cms, so a handler
 * serves what the sandbox serves and an edit to a package shows in tests too.
 */
import { http, HttpResponse } from 'msw';
import { httpFailure } from './envelope.ts';

const files = import.meta.glob<Record<string, unknown>>('../../schemas/cms/*/*.json', {
  eager: true,
  import: 'default',
});

/** The package a pageUrl names ('/sw/x' -> schemas/cms/sw/x.json, '/x' -> en/x.json), if any. */
export function cmsPackage(pageUrl: string): { name: string; data?: Record<string, unknown> } {
  const [, lang = 'en', name = ''] = /^\/(?:(sw)\/)?(.+)$/.exec(pageUrl) ?? [];
  return { name, data: files[`../../schemas/cms/${lang}/${name}.json`] };
}

/** The content service's 404 for a package it does not have. */
export const packageNotFound = () => httpFailure(404, 'Package not found');

/** `{ data: { packageHtml } }`, the content service's answer carrying a package. */
export const packageAnswer = (data: unknown) =>
  HttpResponse.json({ data: { packageHtml: JSON.stringify(data) } });

/**
 * The activePackage handler serving the packages whose file name matches `names` (a feature
 * serves only the packages its screens load, so a stray package load still fails the test).
 */
export function cmsPackagesHandler(names: RegExp = /.*/) {
  return http.get('*/cms/webpage/activePackage', ({ request }) => {
    const { name, data } = cmsPackage(new URL(request.url).searchParams.get('pageUrl') ?? '');
    return data && names.test(name) ? packageAnswer(data) : packageNotFound();
  });
}
