/**
 * Screen modules loaded on demand, as React Router's data router did with a route's `lazy`: each
 * module is fetched once (with the 120 s chunk timeout of screens.ts) and shared by every route
 * that shows it. AppRoutes shows an address only once the code of its screens has settled, so a
 * navigation keeps the old screen until the new one can draw; a failed load reaches the route's
 * error boundary as a chunk error (ERR-2).
 */
import type { ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

/** A route's `lazy` as the route table holds it: a screen module's component. */
export type ScreenLoad = () => Promise<{ Component?: ComponentType | null }>;

/** One screen module's load and, once settled, its outcome. */
interface Loading {
  promise: Promise<unknown>;
  outcome?: { Component: ComponentType } | { error: unknown };
}

const loads = new WeakMap<ScreenLoad, Loading>();

/** Starts (once) the load of `load`'s screen module. */
function loading(load: ScreenLoad): Loading {
  const known = loads.get(load);
  if (known) return known;
  const entry: Loading = {
    promise: load().then(
      ({ Component }) => {
        entry.outcome = Component
          ? { Component }
          : { error: new Error('A screen module must export a component') };
      },
      (error: unknown) => {
        entry.outcome = { error };
      },
    ),
  };
  loads.set(load, entry);
  return entry;
}

/** The `lazy` of a route, when it has one. */
export function lazyOf(route: RouteObject): ScreenLoad | undefined {
  return typeof route.lazy === 'function' ? (route.lazy as ScreenLoad) : undefined;
}

/**
 * Starts loading every screen module of the routes matched at `location`, all at once (a nested
 * screen does not wait for its parent's code). Returns the loads not settled yet: none once the
 * address can be drawn.
 */
export function unsettledScreens(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<unknown>[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const load = lazyOf(route);
    const entry = load && loading(load);
    return entry && !entry.outcome ? [entry.promise] : [];
  });
}

/** Resolves when every screen module of the routes matched by `pathname` has loaded or failed. */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(unsettledScreens(routes, pathname));
}

/** Renders the screen of `load` (settled: AppRoutes waits for it); a failed load throws. */
export function LazyScreen({ load }: { load: ScreenLoad }) {
  const outcome = loading(load).outcome;
  if (outcome && 'error' in outcome) throw outcome.error;
  return outcome ? <outcome.Component /> : null;
}
