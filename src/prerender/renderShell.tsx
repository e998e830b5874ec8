/**
 * Build-time prerender (speed issue, item 6; issue 28): the header, footer and page drawn by the
 * app's own components from the published CMS content, in English or Swahili. A page whose route
 * content says `skeleton: 'screen'` (the form pages) is the screen itself, rendered as the app
 * renders it first, so its form's first step is real, labelled fields a person can type into
 * before the code arrives (src/forms/takeover); other pages show their heading and placeholders
 * of fixed size. build/prerender.ts loads this module in Node and writes one HTML file per route
 * and language; in the browser the app replaces it on its first render.
 */
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { loadRichEngine } from '../forms/rich/richEngineLoader.ts';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import { primeConfig } from '../api/portal.api.ts';
import { defaultRuntimeConfig } from '../api/runtimeConfig.ts';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { LayoutFrame } from '../app/Layout.tsx';
import { preloadScreens } from '../app/lazyScreen.tsx';
import { deepestHandle } from '../app/routeHandle.ts';
import { StaticShellContext } from '../ui/staticShell.ts';
import { createRoutes } from '../app/routes.tsx';
import type { ScreenLoader } from '../app/screens.ts';
import { documentTitle } from '../app/useRouteMeta.ts';
import { cmsKey, writeCms } from '../content/cmsCache.ts';
import { baseI18nOptions } from '../content/i18n.ts';
import type { TranslationTree } from '../content/i18nBackend.ts';
import { i18nLanguage, setLanguage } from '../content/language.ts';
import { HomeContent } from '../features/home/HomeContent.tsx';
import { isHomeConfig } from '../features/home/homeConfig.ts';
import { BUILD_PORTAL_CONFIG } from './buildPortalConfig.ts';
import { PageShell } from './PageShell.tsx';

/** What one prerender needs: the page, its language and the published CMS content. */
export interface ShellInput {
  /** Path without the /sw prefix, e.g. '/prepaid-recharge'. */
  pathname: string;
  /** Language state value: 'EN' or 'SW'. */
  language: 'EN' | 'SW';
  /** CMS packages of that language by name (website-headers-config, ...). */
  packages: Record<string, unknown>;
  /** Only the header, footer and a content skeleton: the page for paths without one of their own. */
  frameOnly?: boolean;
  /** Translation packages of that language by namespace. */
  translations: Record<string, TranslationTree>;
}

/** The prerendered markup for #root, the document title and the `<html lang>`. */
export interface ShellOutput {
  html: string;
  title: string;
  lang: 'en' | 'sw';
  /**
   * The page is drawn as its screen, or in its screen's layout (the payment frame): its screen's
   * own stylesheets belong in its HTML (build/prerender.ts links them).
   */
  screenStyles: boolean;
}

/** A session storage for Node, where the language state and the CMS cache keep their values. */
function ensureSessionStorage(): void {
  if (typeof globalThis.sessionStorage !== 'undefined') return;
  const values = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
}

/** Every page path of the route table that has no parameter, e.g. '/', '/payment/start'. */
export function prerenderPaths(
  routes: RouteObject[] = createRoutes(defaultRuntimeConfig),
): string[] {
  const paths = new Set<string>();
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.path ?? '';
      if (path.includes(':') || path.includes('*')) continue;
      const full = path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
      const here = path === '' ? base : full;
      if (route.index || (path !== '' && !route.children)) paths.add(here || '/');
      if (route.children) walk(route.children, here || '/');
    }
  };
  walk(routes, '/');
  return [...paths].sort();
}

/** A page to prerender and the screen modules (paths relative to src/app) its route loads. */
export interface PrerenderPage {
  pathname: string;
  modules: string[];
}

/** Every page to prerender, with the screen modules the build modulepreloads for it. */
export function prerenderPages(): PrerenderPage[] {
  const routes = createRoutes(defaultRuntimeConfig);
  return prerenderPaths(routes).map((pathname) => ({
    pathname,
    modules: (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
      const lazy = match.route.lazy as Partial<ScreenLoader> | undefined;
      return typeof lazy?.module === 'string' ? [lazy.module] : [];
    }),
  }));
}

/** Longer than any build: what the prerender caches never expires during it. */
const BUILD_TTL_MS = Number.MAX_SAFE_INTEGER / 2;

/** Renders the shell of `pathname` in `language`. */
export async function renderShell(input: ShellInput): Promise<ShellOutput> {
  ensureSessionStorage();
  setLanguage(input.language);
  for (const [name, data] of Object.entries(input.packages)) {
    writeCms(cmsKey(name, input.language), data, BUILD_TTL_MS);
  }
  // What the screens read of the portal service, as the first-screen warm-up would have it.
  primeConfig(BUILD_PORTAL_CONFIG, BUILD_TTL_MS);
  const lng = i18nLanguage(input.language);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...baseI18nOptions,
    lng,
    initAsync: false,
    ns: Object.keys(input.translations),
    resources: { [lng]: input.translations },
  });
  const routes = createRoutes(defaultRuntimeConfig);
  const matches = input.frameOnly ? [] : (matchRoutes(routes, input.pathname) ?? []);
  const handle = deepestHandle(matches);
  const home = input.packages['website-homepage-config'];
  const asScreen = !input.frameOnly && handle?.content?.skeleton === 'screen';
  // A rich form package (FORM-14) is drawn by the engine's rich part: loaded before drawing.
  if (asScreen) await Promise.all([preloadScreens(routes, input.pathname), loadRichEngine()]);
  const page = asScreen ? (
    <AppRoutes routes={routes} />
  ) : (
    <LayoutFrame>
      {input.pathname === '/' && !input.frameOnly && isHomeConfig(home) ? (
        <HomeContent config={home} />
      ) : (
        <PageShell content={handle?.content} />
      )}
    </LayoutFrame>
  );
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticShellContext value={true}>
        <StaticRouter location={input.pathname}>{page}</StaticRouter>
      </StaticShellContext>
    </I18nextProvider>,
  );
  const t = i18n.getFixedT(lng, 'orp-translation');
  const screenTitle =
    input.pathname === '/' || !handle ? undefined : t(handle.titleKey, handle.title);
  return {
    html,
    title: documentTitle(screenTitle, t('brand', 'Twiga')),
    lang: lng,
    screenStyles: asScreen || (!input.frameOnly && handle?.content?.skeleton === 'payment'),
  };
}
