/**
 * The MSW set-up of a screen's component test: every request must have a handler (a stray one
 * fails the test, not just a log line), the API client points at fake service origins with no
 * retry delay, and each test starts from the initial handlers, English, no CMS cache and no
 * stored payment.
 */
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { clearCmsCache } from '../content/cmsCache.ts';
import { resetContentStatus } from '../content/contentStatus.ts';
import { setLanguage } from '../content/language.ts';
import { clearPaymentSession } from '../session/paymentSession.ts';

export const TEST_PORTAL_BASE = 'http://portal.test/orp/bfe/api/portal-service';
export const TEST_CONTENT_BASE = 'http://cms.test';

/**
 * Starts `server` so that a request without a handler errors and is recorded in the returned
 * list; the caller asserts it is empty after each test.
 */
export function listenStrict(server: SetupServer): string[] {
  const unhandled: string[] = [];
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push(
        String((frame as { data?: { request?: Request } }).data?.request?.url ?? frame),
      );
      defaults.error();
    },
  });
  return unhandled;
}

/**
 * The ids of the requests `server` has received and not yet answered. A request its screen
 * cancelled (unmounted mid-request) is no longer awaited: MSW never ends it.
 */
function requestsInFlight(server: SetupServer): Set<string> {
  const open = new Set<string>();
  server.events.on('request:start', ({ requestId, request }) => {
    open.add(requestId);
    request.signal.addEventListener('abort', () => open.delete(requestId));
  });
  server.events.on('request:end', (event) => void open.delete(event.requestId));
  return open;
}

/**
 * Waits (up to `limitMs`) until no request is in flight. Unmounting flushes a screen's pending
 * effects first, so a page the test navigated to at its very end (the status page after a card
 * payment) starts its machine and sends its request during cleanup; a turn of the event loop
 * lets that request reach MSW, and waiting for its answer keeps it on this test's handlers
 * instead of failing the next test as a request without a handler once they are reset.
 */
async function settle(open: Set<string>, limitMs = 2_000): Promise<void> {
  const until = Date.now() + limitMs;
  do await new Promise((done) => setTimeout(done, 10));
  while (open.size > 0 && Date.now() < until);
}

export interface TestServerOptions {
  /** false: only the content service has a base (screens that never call the portal service). */
  portal?: boolean;
  /** More runtime config for every test (the payment kit's auth base and RSA public key). */
  config?: Partial<RuntimeConfig>;
}

/**
 * Registers the hooks in the calling test file. `handlers`: the initial set, made once (an array)
 * or fresh for every test (a function, for handlers that count attempts or collect requests).
 */
export function setUpTestServer(
  handlers: RequestHandler[] | (() => RequestHandler[]) = [],
  { portal = true, config = {} }: TestServerOptions = {},
): SetupServer {
  const initial = () => (typeof handlers === 'function' ? handlers() : handlers);
  const server = setupServer(...initial());
  let unhandled: string[] = [];
  const open = requestsInFlight(server);
  beforeAll(() => {
    unhandled = listenStrict(server);
  });
  beforeEach(() => {
    if (typeof handlers === 'function') server.resetHandlers(...initial());
    setRuntimeConfig({
      ...(portal ? { portalBase: TEST_PORTAL_BASE } : {}),
      contentBase: TEST_CONTENT_BASE,
      ...config,
    });
    configureHttp({ retryDelayMs: 0 });
  });
  afterEach(async () => {
    // Unmount before the language reset, so no package reload outlives the test.
    cleanup();
    vi.useRealTimers();
    await settle(open);
    expect(unhandled.splice(0), 'requests without an MSW handler').toEqual([]);
    server.resetHandlers();
    clearCmsCache();
    resetContentStatus();
    clearPaymentSession();
    setLanguage('EN');
    setRuntimeConfig({});
    configureHttp();
  });
  afterAll(() => server.close());
  return server;
}
