/**
 * MSW handlers for stories: the content service answering from the real schemas/cms files, so a
 * story shows exactly what an editor wrote (EN at '/name', SW at '/sw/name').
 */
import { http, delay } from 'msw';
import { cmsPackage, packageAnswer, packageNotFound } from '../../src/testing/cmsPackages.ts';
import { httpFailure } from '../../src/testing/envelope.ts';

/** Serves every CMS package from schemas/cms; `fail` lists pageUrls that answer HTTP 500. */
export function cmsHandlers(options: { fail?: string[]; delayMs?: number } = {}) {
  return [
    http.get('*/cms/webpage/activePackage', async ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
      if (options.delayMs) await delay(options.delayMs);
      if (options.fail?.includes(pageUrl)) return httpFailure(500, 'down');
      const { data } = cmsPackage(pageUrl);
      return data ? packageAnswer(data) : packageNotFound();
    }),
  ];
}
