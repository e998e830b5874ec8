/**
 * The route tree of ROUTE-1 to ROUTE-14: the layout around every screen and its error boundaries. The
 * screens themselves are a table (screenRoutes.ts), loaded lazily (screens.ts), with what each
 * reads first in its handle (routeContent.ts).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { screenRoutes } from './screenRoutes.ts';

/**
 * What the router draws until the first screen's lazy module is in (React Router's
 * HydrateFallback; without one it warns on every page). Nothing, as before the warning was fixed:
 * the running portal renders only once that module is in (src/app/firstScreen.ts) and the
 * prerendered shell stays on screen meanwhile; only a router rendered at once (tests, stories)
 * shows this, for the moment the module loads.
 */
function NothingYet() {
  return null;
}

/**
 * The whole route tree. The pathless child carries the screens' error boundary so a failing
 * screen (or chunk) shows its error inside the header and footer; the root boundary catches a
 * failure of the layout itself.
 */
export function createRoutes(
  config: Pick<RuntimeConfig, 'brand'> = runtimeConfig(),
): RouteObject[] {
  const brand = config.brand.trim().toLowerCase() || 'twiga';
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteError,
      HydrateFallback: NothingYet,
      children: [{ id: 'screens', ErrorBoundary: RouteError, children: screenRoutes(brand) }],
    },
  ];
}

/** The browser router of the running portal. */
export function createAppRouter(config?: Pick<RuntimeConfig, 'brand'>) {
  return createBrowserRouter(createRoutes(config));
}
