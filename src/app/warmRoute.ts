/**
 * Starts, all at once, everything the first screen reads (speed issue: a flat waterfall): the
 * layout's header/footer packages and translations, and the matched routes' CMS packages,
 * translation namespaces and portal config, as listed in their handles. Each goes through the
 * very loader the screen uses (loadCmsPackage, i18next, getConfig), so the screen then finds
 * it cached or in flight instead of asking again. Never rejects: a failure is the screen's to show.
 */
import type { i18n } from 'i18next';
import { matchRoutes } from 'react-router-dom';
import { getConfig } from '../api/portal.api.ts';
import { loadCmsPackage } from '../content/cmsLoader.ts';
import { isRouteHandle, type RouteContent } from './routeHandle.ts';

/** What the layout itself (header, footer, skip link) reads on every page. */
export const LAYOUT_CONTENT: RouteContent = {
  packages: ['website-headers-config', 'website-footer-config'],
  namespaces: ['orp-translation', 'footer-translation'],
};

/** Route objects as the router holds them (data routes) or as the route table declares them. */
type Routes = Parameters<typeof matchRoutes>[0];

/** The content needs of the layout plus every route matched by `pathname`. */
export function contentNeeds(routes: Routes, pathname: string): RouteContent[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  const routeNeeds = matches
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle)
    .flatMap((handle) => (handle.content ? [handle.content] : []));
  return [LAYOUT_CONTENT, ...routeNeeds];
}

/** The translation namespaces of `needs`, once each (for initI18n, so they load with its first). */
export function namespacesOf(needs: readonly RouteContent[]): string[] {
  return [...new Set(needs.flatMap((need) => need.namespaces ?? []))];
}

/** The i18next instance as warmRoute uses it. */
export type WarmI18n = Pick<i18n, 'loadNamespaces' | 'isInitialized' | 'on' | 'off'>;

/**
 * Resolves once i18next has its language and first namespaces: before that, loadNamespaces
 * answers at once without loading anything (i18next has no language to load yet).
 */
function initialized(i18n: WarmI18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/** Requests every one of `needs` (see contentNeeds) in parallel; resolves when all have answered. */
export async function warmRoute(needs: readonly RouteContent[], i18n: WarmI18n): Promise<void> {
  const packages = new Set(needs.flatMap((need) => need.packages ?? []));
  const namespaces = namespacesOf(needs);
  const requests: Promise<unknown>[] = [...packages].map((name) => loadCmsPackage(name));
  if (namespaces.length > 0)
    requests.push(initialized(i18n).then(() => i18n.loadNamespaces(namespaces)));
  if (needs.some((need) => need.portalConfig)) requests.push(getConfig());
  await Promise.allSettled(requests);
}
