import { useState, type ComponentType, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { createRoutes } from './routes.tsx';
import { StartupError } from './StartupError.tsx';

/** Props of {@link App}. */
export interface AppProps {
  i18n: i18n;
  /** The route table (createRoutes() when not given). */
  routes?: RouteObject[];
  /** The router around the routes: the browser's address; tests pass a MemoryRouter. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The portal: translations, the app-level error boundary and the routes. */
export function App({ i18n, routes, Router = BrowserRouter }: AppProps) {
  const [table] = useState(() => routes ?? createRoutes());
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary fallback={<StartupError />}>
        <Router>
          <AppRoutes routes={table} />
        </Router>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
