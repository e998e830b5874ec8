/**
 * One set-up for the pure client tests that answer ky's requests with a stubbed fetch instead of
 * the sandbox: a fixed runtime configuration, no retry delay, and everything put back afterwards.
 * Tests through real HTTP use tests/unit/api.sandbox.test.ts instead.
 */
import { afterEach, beforeEach } from 'vitest';
import { clearApiCache } from '../api/cache.ts';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';

const STUBBED_PORTAL_BASE = 'http://portal.test/orp/bfe/api/portal-service';

/** Registers beforeEach/afterEach hooks; `reset` runs first in each beforeEach (clear recorded requests). */
export function stubHttpInEachTest(stubFetch: typeof fetch, reset: () => void = () => {}): void {
  beforeEach(() => {
    reset();
    setRuntimeConfig({
      portalBase: STUBBED_PORTAL_BASE,
      authBase: 'http://portal.test/auth/bfe/api/portal-service',
      contentBase: 'http://portal.test',
      apiKey: 'test-key',
      requestTimeoutMs: 200,
    });
    configureHttp({ fetch: stubFetch, retryDelayMs: 0 });
  });

  afterEach(() => {
    configureHttp();
    setRuntimeConfig({});
    clearApiCache();
  });
}
