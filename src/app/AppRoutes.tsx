/**
 * The route table on React Router's declarative API (`useRoutes` under a BrowserRouter, or a
 * MemoryRouter in tests and stories) rather than its data router, which cost every first load
 * 16 KiB gzip more (docs/decisions.md #128). The three data-router features the portal used are
 * kept here, on the same route objects: `lazy` screen modules (lazyScreen.tsx), `ErrorBoundary`
 * per route (RouteBoundary.tsx) and the matched routes' `handle` (routeMatches.ts).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { LazyScreen, lazyOf, unsettledScreens } from './lazyScreen.tsx';
import { RouteBoundary } from './RouteBoundary.tsx';
import { RouteMatchesContext } from './routeMatches.ts';

/** One route of the table as `useRoutes` renders it: its screen, inside its error boundary. */
function rendered(route: RouteObject): RouteObject {
  const { Component, ErrorBoundary, children } = route;
  const load = lazyOf(route);
  let element: ReactNode = route.element;
  if (Component) element = <Component />;
  if (load) element = <LazyScreen load={load} />;
  if (ErrorBoundary) {
    element = <RouteBoundary fallback={<ErrorBoundary />}>{element ?? <Outlet />}</RouteBoundary>;
  }
  const { path, index, caseSensitive, id, handle } = route;
  const common = { path, caseSensitive, id, handle, element };
  return (
    index ? { ...common, index: true } : { ...common, children: children?.map(rendered) }
  ) as RouteObject;
}

/**
 * Renders `routes` at the router's address once the code of its screens is in. Until then the
 * page keeps the address it showed before, screens and all (they read that address too), or, on
 * a first render, shows nothing: the running portal renders only once the first screen's code is
 * in (firstScreen.ts), with the prerendered shell on screen meanwhile.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const tree = useMemo(() => routes.map(rendered), [routes]);
  const location = useLocation();
  const ready = unsettledScreens(routes, location).length === 0;
  const [shown, setShown] = useState<Location | undefined>(ready ? location : undefined);
  if (ready && shown !== location) setShown(location);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.allSettled(unsettledScreens(routes, location)).then(() => {
      if (current) setShown(location);
    });
    return () => {
      current = false;
    };
  }, [routes, location, ready]);
  const displayed = ready ? location : shown;
  const matches = useMemo(
    () => (displayed ? (matchRoutes(routes, displayed) ?? []) : []),
    [routes, displayed],
  );
  const element = useRoutes(tree, displayed ?? location);
  if (!displayed) return null;
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}
