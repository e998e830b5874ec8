/**
 * When the app takes over from the prerendered shell: once the matched screens' code is in and
 * everything the screen reads has answered (warmRoute), so the first frame is the finished page
 * rather than skeletons replacing the shell. A slow service never holds the page back longer
 * than FIRST_RENDER_MAX_WAIT_MS: then the screen shows its own placeholders.
 */
import { loadRichEngine, PRERENDERED_RICH_FORM } from '../forms/rich/richEngineLoader.ts';
import type { RouteObject } from 'react-router-dom';
import { PRERENDERED_FORM } from '../forms/takeover/earlyInput.ts';
import { preloadScreens } from './lazyScreen.tsx';
import type { RouteContent } from './routeHandle.ts';
import { warmRoute, type WarmI18n } from './warmRoute.ts';

/** Longest wait for content before the first render (the shell is on screen meanwhile). */
export const FIRST_RENDER_MAX_WAIT_MS = 3000;

/**
 * The same wait over a prerendered form (FIRST-2): that page already takes typing, and drawing
 * skeletons over it would take the fields away from a person using them, so the app waits for
 * its content as long as a content request may take (the API timeout) before it takes over.
 */
export const PRERENDERED_FORM_MAX_WAIT_MS = 30_000;

/** The longest wait for the page in `doc`: longer when it holds a prerendered form. */
export function firstRenderMaxWait(doc: Document): number {
  return doc.querySelector(PRERENDERED_FORM)
    ? PRERENDERED_FORM_MAX_WAIT_MS
    : FIRST_RENDER_MAX_WAIT_MS;
}

/**
 * Resolves when the first screen at `pathname` can render complete, or after the longest wait.
 * `needs` are its content needs (contentNeeds of the same routes and pathname).
 */
export function firstScreenReady(
  routes: RouteObject[],
  pathname: string,
  needs: readonly RouteContent[],
  i18n: WarmI18n,
  maxWaitMs: number = FIRST_RENDER_MAX_WAIT_MS,
): Promise<void> {
  // A prerendered rich form (FORM-14) is taken over by the rich part of the engine: waited for
  // here, so the fields a person may be typing in are never replaced by a loading line.
  const rich = document.querySelector(`[${PRERENDERED_RICH_FORM}]`)
    ? loadRichEngine().catch(() => undefined)
    : undefined;
  const ready = Promise.all([preloadScreens(routes, pathname), warmRoute(needs, i18n), rich]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([ready.then(() => undefined), cap]).finally(() => clearTimeout(timer));
}
