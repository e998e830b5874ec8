import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay.tsx';
import { ToastProvider } from '../ui/ToastProvider.tsx';
import { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS } from '../ui/toastContext.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { trackPageView } from './pageTracking.ts';
import { useHtmlLang } from './useHtmlLang.ts';
import { useLoadingFlag } from './useLoadingFlag.ts';
import { useRouteMeta } from './useRouteMeta.ts';

/** Spec section 8: toasts last 10 s on payment screens, 3 s elsewhere. */
export function toastDurationFor(pathname: string): number {
  return pathname === '/payment' || pathname.startsWith('/payment/')
    ? PAYMENT_TOAST_DURATION_MS
    : TOAST_DURATION_MS;
}

/** The shell around every screen: skip link, header, main, footer, loading overlay, toasts. */
export function Layout() {
  const { t } = useTranslation('orp-translation');
  const { pathname } = useLocation();
  const loading = useLoadingFlag();
  useHtmlLang();
  useRouteMeta(trackPageView);

  return (
    <ToastProvider defaultDurationMs={toastDurationFor(pathname)}>
      <div className="app">
        <a className="skip-link" href="#main">
          {t('nav.skipToContent', 'Skip to main content')}
        </a>
        <Header />
        <main id="main" className="app-main" tabIndex={-1} aria-busy={loading}>
          <Outlet />
        </main>
        <Footer />
        <LoadingOverlay visible={loading} />
      </div>
    </ToastProvider>
  );
}
