/**
 * OFF-1, OFF-2, OFF-3: the web app manifest and the service worker (vite-plugin-pwa, Workbox
 * generateSW) of the portal's own build. Storybook drops these plugins (.storybook/main.ts) and
 * the CMS editor has its own config without them.
 *
 * - Precache (OFF-2): the page frame (index.html, shell.html), the entry, the app and the main
 *   routes' code ({@link mainRouteFiles}); other chunks (the Google Maps view, the PIN
 *   encryption, the lead screen) go to a runtime cache once used, so the worker's first install
 *   fetches as little as it can (bench/RESULTS.md, bundle size).
 * - A page address is answered from the precache's shell.html (prerendered pages would go stale
 *   with a deployment; the frame and its code never mix versions): the app draws the route over it.
 * - CMS packages (GET cms/webpage/activePackage) are stale-while-revalidate; API calls (portal,
 *   auth, card gateway, control API) match no route, so they go to the network untouched and
 *   are never cached (OFF-3).
 * - Update (OFF-4, docs/decisions.md #125, "Service worker updates"): the new worker takes over
 *   at once (skipWaiting + clientsClaim) and deletes the old precache; the page reloads when it
 *   does (src/offline/registerServiceWorker.ts), so no old page asks for a chunk that is gone.
 */
import type { Plugin, Rolldown } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/** The brand colour of src/styles/tokens.css (--c-brand) and index.html's theme-color. */
export const THEME_COLOUR = '#7a3e00';
/** The page background of src/styles/tokens.css. */
export const BACKGROUND_COLOUR = '#ffffff';

/**
 * The screens precached with the frame (OFF-2): home, the two recharge pages, bundles and help.
 * Every other screen's code is cached at run time once visited (a payment, a map, a lead form
 * needs the network anyway).
 */
export const MAIN_ROUTE_CHUNKS = [
  'HomeRoute',
  'PrepaidRechargeRoute',
  'DataBundleRoute',
  'PostpaidBillRoute',
  'HelpRoute',
  'SchemaForm',
] as const;

/**
 * The files of the entry, the app (boot) and {@link MAIN_ROUTE_CHUNKS}, with every chunk and
 * stylesheet they import statically: what a main route needs to run with no network. A chunk
 * they only import on demand (the Google Maps view, the PIN encryption) stays out.
 */
export function mainRouteFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const roots = [...chunks.values()].filter(
    (chunk) =>
      chunk.isEntry ||
      chunk.name === 'boot' ||
      (MAIN_ROUTE_CHUNKS as readonly string[]).includes(chunk.name),
  );
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return files;
}

let written: Rolldown.OutputBundle | undefined;

/** Keeps the written bundle for the precache filter (the worker is generated in closeBundle). */
function rememberBundle(): Plugin {
  return {
    name: 'twiga:pwa-bundle',
    apply: 'build',
    writeBundle(_options, bundle) {
      written = bundle;
    },
  };
}

/** Seconds a CMS package answer stays in the worker's cache: the translations' ttl (I18N-4). */
export const CMS_CACHE_SECONDS = 3600;

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // src/offline/registerServiceWorker.ts registers it through the Trusted Types policy (the CSP
  // refuses a plain string at navigator.serviceWorker.register).
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'Twiga',
    short_name: 'Twiga',
    description:
      'Twiga self-service portal: recharge, pay bills, buy bundles, get help and find a shop.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/twiga-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/twiga-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/twiga-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/twiga.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The manifest's icons are added by the plugin itself (includeManifestIcons).
    globPatterns: ['index.html', 'shell.html', 'assets/*.{js,css}'],
    manifestTransforms: [
      (entries) => {
        const keep = written ? mainRouteFiles(written) : undefined;
        const manifest = entries.filter(
          (entry) => !entry.url.startsWith('assets/') || keep?.has(entry.url) !== false,
        );
        return { manifest, warnings: [] };
      },
    ],
    navigateFallback: '/shell.html',
    // Service paths are never pages (sandbox/middleware/static.ts, API_PREFIXES).
    navigateFallbackDenylist: [
      /^\/(orp|auth|cms|api|maps|__sandbox)\//,
      /^\/cms-editor/,
      // The sandbox's contract reference page (sandbox/contract/referencePage.ts), not the portal's.
      /^\/contract(?:\/|$)/,
    ],
    // One file: a worker's importScripts would need a Trusted Types policy of its own.
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        // Code files of the optional chunks, once a visit has used them (hashed: never change).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'twiga-assets',
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname === '/cms/webpage/activePackage',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'twiga-cms',
          expiration: { maxEntries: 120, maxAgeSeconds: CMS_CACHE_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The runtime configuration: from the network, the last copy when offline.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'twiga-config',
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/** The manifest and service worker plugins (their names start with `vite-plugin-pwa`). */
export function portalPwa(): Plugin[] {
  return [rememberBundle(), ...VitePWA(pwaOptions)];
}
