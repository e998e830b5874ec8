/**
 * Test helpers of the shell: an MSW server answering the content service from the real
 * schemas/cms files (unhandled requests fail the test) and a renderer of the whole app on a
 * memory router.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createRoutes } from './routes.tsx';
import { createTestI18n } from '../content/testing.ts';

const schemasDir = `${resolve(process.cwd(), 'schemas/cms')}/`;

/** Content base used by shell tests. */
export const TEST_CMS_BASE = 'http://cms.test';

/** Reads a CMS package file as the content service would serve it ('/sw/x' -> schemas/cms/sw/x.json). */
function packageFile(pageUrl: string): string | undefined {
  const [, lang, name] = /^\/(?:(sw)\/)?(.+)$/.exec(pageUrl) ?? [];
  const file = `${schemasDir}${lang ?? 'en'}/${name}.json`;
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Overrides: pageUrl -> package object, or 'fail' for an HTTP 500. */
export type CmsOverrides = Record<string, unknown>;

/** An MSW server serving schemas/cms, with per-test overrides via `server.use`. */
export function createCmsServer(overrides: CmsOverrides = {}) {
  return setupServer(
    http.get(`${TEST_CMS_BASE}/cms/webpage/activePackage`, ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
      if (overrides[pageUrl] === 'fail')
        return HttpResponse.json(
          { statusCode: 500, status: 'failure', message: 'down' },
          { status: 500 },
        );
      const packageHtml =
        pageUrl in overrides ? JSON.stringify(overrides[pageUrl]) : packageFile(pageUrl);
      if (packageHtml === undefined)
        return HttpResponse.json(
          { statusCode: 404, status: 'failure', message: 'Package not found' },
          { status: 404 },
        );
      return HttpResponse.json({ data: { packageHtml } });
    }),
  );
}

/**
 * Starts the server so that any request without a handler errors and is recorded; tests assert
 * the returned list is empty after each test (a stray request fails the test, not just a log).
 */
export function listenStrict(server: ReturnType<typeof createCmsServer>): unknown[] {
  const unhandled: unknown[] = [];
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push(frame);
      defaults.error();
    },
  });
  return unhandled;
}

/** Renders the app at `path` on a memory router; returns the router too. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes({ brand: 'twiga' }), { initialEntries: [path] });
  const i18n = createTestI18n();
  const view = render(<App i18n={i18n} router={router} />);
  return { ...view, router, i18n };
}
