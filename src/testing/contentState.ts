/** Puts back what a content test changes, so the next test starts as a first visit does. */
import { vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { clearCmsCache } from '../content/cmsCache.ts';
import { resetContentStatus } from '../content/contentStatus.ts';

/** Restores mocks, the HTTP client and the runtime config; empties the CMS cache and the counter. */
export function resetContentState(): void {
  vi.restoreAllMocks();
  configureHttp();
  setRuntimeConfig({});
  clearCmsCache();
  resetContentStatus();
}
