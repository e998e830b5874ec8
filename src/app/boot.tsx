/**
 * Starts the app (loaded by src/main.tsx after the first paint): load the runtime configuration
 * (/config.json, preloaded by the page), start i18next, start everything the first screen reads
 * at once, and render the app over the prerendered shell once that screen is ready. If anything
 * fails on the way, a readable bilingual error replaces the page, never a white screen.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageName } from '../analytics/pageName.ts';
import { track } from '../analytics/analytics.ts';
import { reportWebVitals } from '../analytics/webVitals.ts';
import { configFileRead, loadRuntimeConfig, SETTING_RULES } from '../api/runtimeConfig.ts';
import { initI18n } from '../content/i18n.ts';
import { applyOverrideFromUrl } from '../dataSaver/dataSaver.ts';
import { languageFromPath, setLanguage } from '../content/language.ts';
import { App } from './App.tsx';
import { afterPageLoad } from './afterPageLoad.ts';
import { registerServiceWorker } from '../offline/registerServiceWorker.ts';
import { firstRenderMaxWait, firstScreenReady } from './firstScreen.ts';
import { setPageViewSink } from './pageTracking.ts';
import { contentNeeds, namespacesOf } from './warmRoute.ts';
import { yieldToMain } from './yieldToMain.ts';
import { createRoutes } from './routes.tsx';
import { StartupError } from './StartupError.tsx';

/**
 * CONTRACT-6: what is wrong with /config.json, once, in the console (the operator's one sign of it;
 * the portal runs on its defaults meanwhile). The check is a chunk of its own, fetched when the
 * page has loaded: its rules and words stay off every visitor's first load. Offline, a chunk
 * never fetched before cannot load, and there is nothing to say then.
 */
function reportConfigProblems(): void {
  void import('../api/runtimeConfigCheck.ts').then(
    ({ reportConfigFile }) => reportConfigFile(configFileRead(), SETTING_RULES),
    () => undefined,
  );
}

/** A /sw/... address selects Swahili and continues at the path without the prefix. */
function adoptAddressLanguage(): void {
  const asked = languageFromPath(window.location.pathname);
  if (!asked.language) return;
  setLanguage(asked.language);
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${asked.pathname}${search}${hash}`);
}

/** Runs the app in #root. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    adoptAddressLanguage();
    // ?dataSaver=on|off|auto forces data-saver mode for tests and demos (SAVE-3).
    applyOverrideFromUrl(window.location.search);
    await loadRuntimeConfig();
    afterPageLoad(reportConfigProblems);
    const routes = createRoutes();
    const { pathname } = window.location;
    // The first screen's translations load with i18next's own first ones, in one go.
    // Matched once: the same needs start i18next and the warm-up.
    const needs = contentNeeds(routes, pathname);
    const i18n = initI18n(namespacesOf(needs));
    await yieldToMain();
    // The page-tracking name rule lives in src/analytics; the value is numeric as analytics demands.
    setPageViewSink((pathname) =>
      track({ category: 'page_view', action: pageName(pathname), value: 1 }),
    );
    await firstScreenReady(routes, pathname, needs, i18n, firstRenderMaxWait(document));
    // The first render replaces the prerendered shell with the same frame (docs/decisions.md).
    // As a transition React renders it in slices that yield to the browser: the shell stays on
    // screen meanwhile, and a slow phone meets no long task (speed issue, item 7).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App i18n={i18n} routes={routes} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  // OFF-2: the service worker once the page has loaded and is idle, so its precache download
  // never slows the first screen; not in development, where Vite serves no worker. A few lines
  // in the app's own chunk: a chunk of their own would cost a request more than their bytes.
  if (import.meta.env.PROD) afterPageLoad(() => void registerServiceWorker());
  // FIRST-8: a sample of real visits reports its web vitals, with code fetched only then.
  afterPageLoad(() => void reportWebVitals());
}
