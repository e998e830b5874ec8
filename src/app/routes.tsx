/**
 * The route tree of ROUTE-1 to ROUTE-14: the layout around every screen and its error boundaries. The
 * screens themselves are a table (screenRoutes.ts), loaded lazily (screens.ts), with what each
 * reads first in its handle (routeContent.ts).
 */
import type { RouteObject } from 'react-router-dom';
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { screenRoutes } from './screenRoutes.ts';

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
      children: [{ id: 'screens', ErrorBoundary: RouteError, children: screenRoutes(brand) }],
    },
  ];
}
