/**
 * The MSW set-up a screen's component test needs: every request must have a handler, the API
 * client points at fake service origins with no retry delay, and each test starts with the
 * initial handlers, English, no CMS cache and no stored payment.
 */
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureHttp } from '../../src/api/client.ts';
import { setRuntimeConfig } from '../../src/api/runtimeConfig.ts';
import { clearCmsCache } from '../../src/content/cmsCache.ts';
import { setLanguage } from '../../src/content/language.ts';
import { clearPaymentSession } from '../../src/session/paymentSession.ts';

/** Registers the hooks in the calling test file; `handlers` gives a fresh initial set per test. */
export function setUpPortalTestServer(handlers: () => RequestHandler[]): SetupServer {
  const server = setupServer(...handlers());
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    server.resetHandlers(...handlers());
    setRuntimeConfig({
      portalBase: 'http://portal.test/orp/bfe/api/portal-service',
      contentBase: 'http://cms.test',
    });
    configureHttp({ retryDelayMs: 0 });
  });
  afterEach(() => {
    cleanup();
    clearCmsCache();
    clearPaymentSession();
    setLanguage('EN');
    setRuntimeConfig({});
    configureHttp();
  });
  afterAll(() => server.close());
  return server;
}
