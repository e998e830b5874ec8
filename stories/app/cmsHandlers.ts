/**
 * MSW handlers for stories: the content service answering from the real schemas/cms files, so a
 * story shows exactly what an editor wrote (EN at '/name', SW at '/sw/name').
 */
import { http, HttpResponse, delay } from 'msw';

const files = import.meta.glob<Record<string, unknown>>('../../schemas/cms/*/*.json', {
  eager: true,
  import: 'default',
});

function packageFor(pageUrl: string): Record<string, unknown> | undefined {
  const [, lang, name] = /^\/(?:(sw)\/)?(.+)$/.exec(pageUrl) ?? [];
  return files[`../../schemas/cms/${lang ?? 'en'}/${name}.json`];
}

/** Serves every CMS package from schemas/cms; `fail` lists pageUrls that answer HTTP 500. */
export function cmsHandlers(options: { fail?: string[]; delayMs?: number } = {}) {
  return [
    http.get('*/cms/webpage/activePackage', async ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
      if (options.delayMs) await delay(options.delayMs);
      if (options.fail?.includes(pageUrl))
        return HttpResponse.json(
          { statusCode: 500, status: 'failure', message: 'down' },
          { status: 500 },
        );
      const data = packageFor(pageUrl);
      if (!data)
        return HttpResponse.json(
          { statusCode: 404, status: 'failure', message: 'Package not found' },
          { status: 404 },
        );
      return HttpResponse.json({ data: { packageHtml: JSON.stringify(data) } });
    }),
  ];
}
