import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { CMS_CACHE_SECONDS, mainRouteFiles, pwaOptions } from '../../build/pwa.ts';

type Route = { urlPattern: unknown; handler: unknown; options?: { cacheName?: string } };
const routes = (pwaOptions.workbox?.runtimeCaching ?? []) as Route[];

/** The runtime route a same-origin GET of `path` meets, or undefined (straight to the network). */
function routeOf(path: string): Route | undefined {
  const url = new URL(path, 'https://portal.example.co.tz');
  return routes.find((route) =>
    (route.urlPattern as (o: { url: URL; sameOrigin: boolean }) => boolean)({
      url,
      sameOrigin: true,
    }),
  );
}

describe('web app manifest (OFF-1)', () => {
  it('names Twiga, starts at / standalone, in the brand colours, with the logo as icons', () => {
    const manifest = pwaOptions.manifest;
    expect(manifest).toMatchObject({
      name: 'Twiga',
      short_name: 'Twiga',
      lang: 'en',
      start_url: '/',
      display: 'standalone',
      theme_color: '#7a3e00',
    });
    expect(manifest && manifest.icons?.map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
      'any',
    ]);
  });
});

describe('service worker caching (OFF-3, OFF-4)', () => {
  it('CMS packages: stale-while-revalidate for the translations ttl of 3600 s', () => {
    const cms = routeOf('/cms/webpage/activePackage?opco=TZ&pageUrl=/offline-translation');
    expect(cms?.handler).toBe('StaleWhileRevalidate');
    expect(CMS_CACHE_SECONDS).toBe(3600);
  });

  it('portal, auth, card gateway and control calls meet no route: never cached', () => {
    for (const path of [
      '/orp/bfe/api/resource/v1/config?code=PORTAL',
      '/auth/bfe/api/otp/send',
      '/__sandbox/gw/pay',
      '/__sandbox/transactions',
      '/cms/webpage/getFaqs_pCategory',
    ]) {
      expect(routeOf(path), path).toBeUndefined();
    }
  });

  it('a new deployment takes over at once and drops the old precache', () => {
    expect(pwaOptions.registerType).toBe('autoUpdate');
    expect(pwaOptions.workbox).toMatchObject({
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigateFallback: '/shell.html',
    });
  });
});

const chunk = (
  fileName: string,
  name: string,
  imports: string[] = [],
  extra: Partial<Rolldown.OutputChunk> = {},
) =>
  ({
    type: 'chunk',
    fileName,
    name,
    imports,
    isEntry: false,
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...extra,
  }) as unknown as Rolldown.OutputChunk;

describe('precache list (OFF-2)', () => {
  it('the entry, the app and the main routes with what they import, no optional chunk', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-a.js', 'index', ['assets/react-b.js'], { isEntry: true }),
        chunk('assets/react-b.js', 'react'),
        chunk('assets/boot-c.js', 'boot', ['assets/react-b.js']),
        chunk('assets/PrepaidRechargeRoute-d.js', 'PrepaidRechargeRoute', ['assets/Form-e.js'], {
          viteMetadata: {
            importedCss: new Set(['assets/RechargePage-f.css']),
            importedAssets: new Set(),
          },
        } as Partial<Rolldown.OutputChunk>),
        chunk('assets/Form-e.js', 'Form'),
        chunk('assets/GoogleMapView-g.js', 'GoogleMapView', ['assets/react-b.js']),
        chunk('assets/HbbLeadRoute-h.js', 'HbbLeadRoute'),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    expect([...mainRouteFiles(bundle)].sort()).toEqual([
      'assets/Form-e.js',
      'assets/PrepaidRechargeRoute-d.js',
      'assets/RechargePage-f.css',
      'assets/boot-c.js',
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
  });
});
