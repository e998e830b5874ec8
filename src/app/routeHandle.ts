import type { UIMatch } from 'react-router-dom';

/** What every route carries in its `handle`: the i18n key (orp-translation) and English default of its title. */
export interface RouteHandle {
  titleKey: string;
  title: string;
}

/** Builds a route handle: `handle: titled('routes.home', 'Home')`. */
export function titled(titleKey: string, title: string): RouteHandle {
  return { titleKey, title };
}

/** True when a route handle has our shape. */
export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const handle = value as Record<string, unknown>;
  return typeof handle.titleKey === 'string' && typeof handle.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
