/**
 * Test helpers of the shell: an MSW server answering the content service from the real
 * schemas/cms files (unhandled requests fail the test), its lifecycle, and a renderer of the
 * whole app on a memory router.
 */
import { render } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { App } from '../App.tsx';
import { createRoutes } from '../routes.tsx';
import { setRuntimeConfig } from '../../api/runtimeConfig.ts';
import { createTestI18n } from '../../content/testing/contentKit.ts';
import { cmsPackage, packageAnswer, packageNotFound } from '../../testing/cmsPackages.ts';
import { resetContentState } from '../../testing/contentState.ts';
import { httpFailure } from '../../testing/envelope.ts';
import { listenStrict, TEST_CONTENT_BASE } from '../../testing/testServer.ts';
import { testRouter } from '../../testing/testRouter.tsx';

/** Content base used by shell tests. */
export const TEST_CMS_BASE = TEST_CONTENT_BASE;

/** Overrides: pageUrl -> package object, or 'fail' for an HTTP 500. */
export type CmsOverrides = Record<string, unknown>;

/** An MSW server serving schemas/cms, with per-test overrides via `server.use`. */
export function createCmsServer(overrides: CmsOverrides = {}) {
  return setupServer(
    http.get(`${TEST_CMS_BASE}/cms/webpage/activePackage`, ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
      if (overrides[pageUrl] === 'fail') return httpFailure(500, 'down');
      const data = pageUrl in overrides ? overrides[pageUrl] : cmsPackage(pageUrl).data;
      return data === undefined ? packageNotFound() : packageAnswer(data);
    }),
  );
}

/**
 * Registers the hooks of a shell test: the CMS server, strict about unhandled requests (a stray
 * one fails the test), React Router's warnings silenced, and the content state reset after each.
 */
export function setUpShellTestServer() {
  const server = createCmsServer();
  let unhandled: string[] = [];
  beforeAll(() => {
    unhandled = listenStrict(server);
  });
  beforeEach(() => {
    setRuntimeConfig({ contentBase: TEST_CMS_BASE });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(unhandled.splice(0), 'requests without an MSW handler').toEqual([]);
    server.resetHandlers();
    resetContentState();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders the app at `path` on a memory router; returns the router too. */
export function renderApp(path: string) {
  const { router, Router } = testRouter(path);
  const i18n = createTestI18n();
  const view = render(
    <App i18n={i18n} routes={createRoutes({ brand: 'twiga' })} Router={Router} />,
  );
  return { ...view, router, i18n };
}
