/**
 * A memory router for tests and stories that says where it is: `router.state.location`,
 * `router.state.historyAction` and `router.navigate`, as React Router's data routers did.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';

/** Where a test router is, after its last commit. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function Probe({ report }: { report: (seen: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ state: { location, historyAction }, navigate });
  });
  return null;
}

/** A memory router starting at `path`, and the handle on it. */
export function testRouter(path: string) {
  const router: TestRouter = {
    state: {
      location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => {
      throw new Error('The test router is not mounted yet');
    },
  };
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Probe report={(seen) => void Object.assign(router, seen)} />
      </MemoryRouter>
    );
  }
  return { router, Router };
}
