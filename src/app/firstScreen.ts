/**
 * When the app takes over from the prerendered shell: once the router has loaded the matched
 * screen's code and everything the screen reads has answered (warmRoute), so the first frame is
 * the finished page rather than skeletons replacing the shell. A slow service never holds the
 * page back longer than FIRST_RENDER_MAX_WAIT_MS: then the screen shows its own placeholders.
 */
import type { createAppRouter } from './routes.tsx';
import type { RouteContent } from './routeHandle.ts';
import { warmRoute, type WarmI18n } from './warmRoute.ts';

/** Longest wait for content before the first render (the shell is on screen meanwhile). */
export const FIRST_RENDER_MAX_WAIT_MS = 3000;

type AppRouter = ReturnType<typeof createAppRouter>;

function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves when the first screen can render complete, or after the longest wait. `needs` are
 * the first screen's content needs (contentNeeds of the router's routes and location).
 */
export function firstScreenReady(
  router: AppRouter,
  needs: readonly RouteContent[],
  i18n: WarmI18n,
  maxWaitMs: number = FIRST_RENDER_MAX_WAIT_MS,
): Promise<void> {
  const ready = Promise.all([routerInitialized(router), warmRoute(needs, i18n)]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([ready.then(() => undefined), cap]).finally(() => clearTimeout(timer));
}
