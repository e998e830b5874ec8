/**
 * MSW handlers for stories: the content service answering from the real schemas/cms files, so a
 * story shows exactly what an editor wrote (EN at '/name', SW at '/sw/name').
 */
import { http, delay } from 'msw';
import { cmsPackage, packageAnswer, packageNotFound } from '../../src/testing/cmsPackages.ts';
import { httpFailure } from '../../src/testing/envelope.ts';
import { handledBy } from '../support/meta.ts';

/** What the stories' content service does differently from answering every package at once. */
export interface CmsOptions {
  /** pageUrls that answer HTTP 500. */
  fail?: string[];
  /** How long every answer waits. */
  delayMs?: number;
}

/** Serves every CMS package from schemas/cms; `fail` lists pageUrls that answer HTTP 500. */
export function cmsHandlers(options: CmsOptions = {}) {
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

/** Story parameters with the content service of `cmsHandlers(options)` and nothing else. */
export const cmsOnly = (options?: CmsOptions) => handledBy(cmsHandlers(options));
