/**
 * GET cms/webpage/activePackage?opco=TZ&pageUrl={''|'/sw'}/{name} ->
 * {statusCode:200, status:'success', data:{packageHtml: <text>}}: the newest version published
 * through the content service (store/cmsPackages.ts), else schemas/cms/{en|sw}/{name}.json read
 * at request time (an edit shows on reload). Missing -> HTTP 404.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { content, httpFail } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { liveText } from '../../store/cmsPackages.ts';

const NAME = /^[A-Za-z0-9_-]+$/;

/** 'sw/recharge-translation' -> {lang:'sw', name}; '/x' or 'x' -> {lang:'en', name:'x'}. */
export function parsePageUrl(pageUrl: string): { lang: 'en' | 'sw'; name: string } | undefined {
  const parts = pageUrl.replace(/^\/+/, '').split('/');
  const [lang, name] =
    parts.length === 2 && parts[0]?.toLowerCase() === 'sw'
      ? (['sw', parts[1]] as const)
      : (['en', parts.join('/')] as const);
  return name && NAME.test(name) ? { lang, name } : undefined;
}

export const activePackage: ApiRoute = {
  endpoint: endpoints.cmsPackage,
  async handle({ query }, { db, schemasDir }) {
    const page = parsePageUrl(query.pageUrl ?? '');
    if (!page) return httpFail(404, `No package for pageUrl '${query.pageUrl ?? ''}'`);
    const packageHtml = await liveText(db, schemasDir, page.lang, page.name);
    if (packageHtml === undefined)
      return httpFail(404, `No package for pageUrl '${query.pageUrl ?? ''}'`);
    return content({ packageHtml, pageUrl: query.pageUrl });
  },
};
