/**
 * OFF-2, OFF-4: registers the service worker the build wrote (/sw.js, build/pwa.ts) once the
 * page has loaded (src/app/afterPageLoad.ts). Through the Trusted Types policy for script URLs:
 * the CSP refuses a plain string at navigator.serviceWorker.register.
 *
 * A new deployment: the new worker installs, takes over at once and drops the old precache;
 * this page, still running the old code, reloads then, so it never asks for an old chunk that
 * is gone, nor mixes old and new ones (docs/decisions.md #125). The browser's own API does this
 * in a few lines; workbox-window would add 2.5 KiB to every first visit for the same check.
 */
import { trustedScriptUrl } from '../security/trustedTypes.ts';

/** Where the build writes the worker (vite-plugin-pwa's `filename`). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker; resolves false where the browser has none (`container`, the browser's
 * navigator.serviceWorker) or refuses it.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  reload: () => void = () => window.location.reload(),
  page: Pick<EventTarget, 'addEventListener'> | undefined = globalThis.document,
): Promise<boolean> {
  if (!container) return false;
  // A page some worker already controls runs a deployment's code: a worker that takes it over
  // now is a new deployment. The first install takes an uncontrolled page over: the same code,
  // nothing to reload.
  const runsAnEarlierWorker = container.controller !== null && container.controller !== undefined;
  // Nothing a person typed is ever thrown away by a reload (OFF-4): once they have typed, the
  // page keeps its code; should it later ask for a chunk the new deployment no longer has, that
  // fails as a ChunkLoadError and the screen's Retry reloads then (ERR-2), between steps.
  let typed = false;
  page?.addEventListener('input', () => (typed = true), { capture: true, once: true });
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!runsAnEarlierWorker || typed || reloading) return;
    reloading = true;
    reload();
  });
  try {
    await container.register(trustedScriptUrl(SERVICE_WORKER_URL), { scope: '/' });
    return true;
  } catch {
    // No worker (private mode, blocked by the browser or a test): the portal works as before,
    // online only. Nothing to tell the person, nor the console.
    return false;
  }
}
