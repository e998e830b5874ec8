/**
 * Test kit of the payment pages: an MSW server for the portal and content services (the CMS
 * answers from the real schemas/cms files; any request without a handler fails the test), a
 * payment session writer and a renderer of the payment routes on a memory router.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { setRuntimeConfig } from '../../../api/runtimeConfig.ts';
import { clearCmsCache } from '../../../content/cmsCache.ts';
import { resetContentStatus } from '../../../content/contentStatus.ts';
import { createTestI18n } from '../../../content/testing.ts';
import { savePaymentSession, type PaymentSessionData } from '../../../session/paymentSession.ts';
import { ToastProvider } from '../../../ui/index.ts';
import { Component as MethodRoute } from '../start/MethodRoute.tsx';
import { Component as StartRoute } from '../start/PaymentStartRoute.tsx';
import { Component as StatusRoute } from '../status/PaymentStatusRoute.tsx';
import {
  prepaidSession,
  sampleConfig,
  sampleOptions,
  sampleTransaction,
} from './sampleSessions.ts';

export { prepaidSession };

// Lazy route chunks and MSW round trips can take over a second on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

export const PORTAL = 'http://portal.test/orp/bfe/api/portal-service';
export const CMS = 'http://cms.test';

const cmsDir = resolve(process.cwd(), 'schemas/cms');
const json = (lang: string, name: string) =>
  JSON.parse(readFileSync(`${cmsDir}/${lang}/${name}.json`, 'utf8')) as Record<string, unknown>;

/** What the sandbox's portal config says (../shared/sandbox-test-data.md). */
export const testConfig = sampleConfig();

/** The sandbox's options, deliberately unsorted. */
export const testOptions = sampleOptions;

export const ok = (result: unknown) =>
  HttpResponse.json({ statusCode: 200, status: 'success', message: 'OK', result });

/** A transaction result as the portal service answers it. */
export const transaction = sampleTransaction;

/**
 * The content service answering from the real schemas/cms files (404 for a package that does not
 * exist), as the sandbox serves them.
 */
export function cmsFileHandler(base: string = CMS) {
  return http.get(`${base}/cms/webpage/activePackage`, ({ request }) => {
    const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
    const [, lang, name] = /^\/(?:(sw)\/)?(.+)$/.exec(pageUrl) ?? [];
    const file = `${cmsDir}/${lang ?? 'en'}/${name}.json`;
    if (!existsSync(file))
      return HttpResponse.json(
        { statusCode: 404, status: 'failure', message: 'Package not found' },
        { status: 404 },
      );
    return HttpResponse.json({ data: { packageHtml: readFileSync(file, 'utf8') } });
  });
}

/** The real CMS translation files of `names`, per language, for a test i18n instance. */
export function cmsTexts(names: string[]) {
  return Object.fromEntries(
    (['en', 'sw'] as const).map((lang) => [
      lang,
      Object.fromEntries(names.map((n) => [n, json(lang, n)])),
    ]),
  );
}

/** Handlers every payment page needs: CMS files, config and options. Override with server.use. */
export function baseHandlers(): RequestHandler[] {
  return [
    cmsFileHandler(),
    http.get(`${PORTAL}/resource/v1/config`, () => ok(testConfig)),
    http.post(`${PORTAL}/transaction/v1/payment-options`, () => ok({ paymentOption: testOptions })),
  ];
}

/** The MSW server of a payment test file. */
export function createPaymentServer() {
  return setupServer(...baseHandlers());
}

/**
 * Starts the server so that a request without a handler errors and is recorded; assert the
 * returned list is empty after each test (a stray request then fails the test, not just a log).
 */
export function listenStrict(server: ReturnType<typeof createPaymentServer>): unknown[] {
  const unhandled: unknown[] = [];
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push(frame);
      defaults.error();
    },
  });
  return unhandled;
}

/**
 * The MSW server of a payment page test file, with its lifecycle: strict (a request without a
 * handler fails the test it came from), the test hosts before each test, and the CMS cache,
 * content status and runtime config reset after each; `afterEachTest` adds the file's own
 * clean-up (fake timers, stubbed globals, mocks).
 */
export function setupPaymentPagesServer(afterEachTest: () => void = () => {}) {
  const server = createPaymentServer();
  let unhandled: unknown[] = [];
  beforeAll(() => {
    unhandled = listenStrict(server);
  });
  beforeEach(() => useTestHosts());
  afterEach(() => {
    expect(unhandled, 'requests without an MSW handler').toEqual([]);
    unhandled.length = 0;
    server.resetHandlers();
    clearCmsCache();
    resetContentStatus();
    setRuntimeConfig({});
    afterEachTest();
  });
  afterAll(() => server.close());
  return server;
}

/** Points the API and CMS clients at the MSW hosts. */
export function useTestHosts(): void {
  setRuntimeConfig({ portalBase: PORTAL, contentBase: CMS, brand: 'twiga', product: 'Twiga' });
}

/** Stores a payment session as the page that starts a payment would. */
export function givenSession(session: PaymentSessionData = prepaidSession): void {
  savePaymentSession(session);
}

/** The payment routes (as src/app/routes.tsx mounts them) plus a stand-in for the pages around. */
function routes(): RouteObject[] {
  const methods = ['card', 'airtime', 'twiga-money', 'mpesa', 'smartcash'];
  return [
    {
      path: '/payment/start',
      Component: StartRoute,
      children: [
        { index: true, Component: MethodRoute },
        ...methods.map((path) => ({ path, Component: MethodRoute })),
      ],
    },
    { path: '/payment/status', Component: StatusRoute },
    { path: '/payment/status/:id', Component: StatusRoute },
    { path: '*', element: <p>Elsewhere</p> },
  ];
}

/** Renders the payment routes at `path` in EN (default) or SW with the real payment texts. */
export function renderPayment(path: string, language: 'en' | 'sw' = 'en') {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  const i18n = createTestI18n(
    cmsTexts(['payment-translation', 'validation-translation']),
    language,
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
