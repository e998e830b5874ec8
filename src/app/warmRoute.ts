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

/** Requests every need of `pathname` in parallel; resolves when all have answered. */
export async function warmRoute(
  routes: Routes,
  pathname: string,
  i18n: Pick<i18n, 'loadNamespaces'>,
): Promise<void> {
  const needs = contentNeeds(routes, pathname);
  const packages = new Set(needs.flatMap((need) => need.packages ?? []));
  const namespaces = [...new Set(needs.flatMap((need) => need.namespaces ?? []))];
  const requests: Promise<unknown>[] = [...packages].map((name) => loadCmsPackage(name));
  if (namespaces.length > 0) requests.push(i18n.loadNamespaces(namespaces));
  if (needs.some((need) => need.portalConfig)) requests.push(getConfig());
  await Promise.allSettled(requests);
}
