import { useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { createAppRouter } from './routes.tsx';
import { StartupError } from './StartupError.tsx';

/** Props of {@link App}. */
export interface AppProps {
  i18n: i18n;
  /** A ready router (tests pass a memory router); the browser router otherwise. */
  router?: ReturnType<typeof createAppRouter>;
}

/** The portal: translations, the app-level error boundary and the router. */
export function App({ i18n, router }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary fallback={<StartupError />}>
        <RouterProvider router={appRouter} />
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
