/** The routes matched at the current address, for what their handles say (titles, content needs). */
import { createContext, use } from 'react';
import type { RouteMatch } from 'react-router-dom';
import { deepestHandle, type RouteHandle } from './routeHandle.ts';

/** Set by AppRoutes for everything it renders. */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The handle of the deepest matched route that has one (its title, what it reads first). */
export function useRouteHandle(): RouteHandle | undefined {
  return deepestHandle(use(RouteMatchesContext));
}
