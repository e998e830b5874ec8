/**
 * What a route's screen reads on its first render, so it can all be requested at once as soon as
 * the route is known (src/app/warmRoute.ts) instead of one after the other as components mount.
 * Only a speed hint: a name missing here is still loaded by the screen itself, just later.
 */
export interface RouteContent {
  /** CMS packages (language-prefixed) the screen shows at once. */
  packages?: readonly string[];
  /** i18next namespaces (CMS translation packages) the screen's texts come from. */
  namespaces?: readonly string[];
  /** The screen reads the portal config (resource/v1/config) on its first render. */
  portalConfig?: boolean;
  /**
   * The page heading the prerendered shell shows before the code arrives (i18n key in
   * `namespace`, and the English default): the same heading the screen renders.
   */
  heading?: { namespace: string; key: string; text: string };
  /** The paragraph under the heading, in the heading's namespace (key and English default). */
  intro?: { key: string; text: string };
  /**
   * What the prerendered page shows under the heading: `screen`, the screen itself as the app
   * first renders it from the published content (a form page's fields take typing before the
   * code arrives); `payment`, the payment summary and method list as placeholders of fixed size;
   * `content` (or nothing), placeholders of a page of text.
   */
  skeleton?: 'screen' | 'payment' | 'content';
}

/** What every route carries in its `handle`: the i18n key (orp-translation) and English default of its title. */
export interface RouteHandle {
  titleKey: string;
  title: string;
  content?: RouteContent;
}

/** Builds a route handle: `handle: titled('routes.home', 'Home')`, optionally with what it reads. */
export function titled(titleKey: string, title: string, content?: RouteContent): RouteHandle {
  return content ? { titleKey, title, content } : { titleKey, title };
}

/** True when a route handle has our shape. */
export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const handle = value as Record<string, unknown>;
  return typeof handle.titleKey === 'string' && typeof handle.title === 'string';
}

/** The handle of the deepest matched route that has one (matches as `matchRoutes` gives them). */
export function deepestHandle(
  matches: readonly { route: { handle?: unknown } }[],
): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
