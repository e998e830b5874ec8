import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { LoadingOverlay } from '../ui/LoadingOverlay.tsx';
import { ToastProvider } from '../ui/ToastProvider.tsx';
import { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS } from '../ui/toastContext.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { trackPageView } from './pageTracking.ts';
import { useHtmlLang } from './useHtmlLang.ts';
import { useLoadingFlag } from './useLoadingFlag.ts';
import { useRouteMeta } from './useRouteMeta.ts';
import { usePageArrival } from './usePageArrival.ts';
import { LiveAnnouncer } from '../ui/announcer/LiveAnnouncer.tsx';
import { PATHS } from '../routes/paths.ts';

/** UI-5: toasts last 10 s on payment screens, 3 s elsewhere. */
export function toastDurationFor(pathname: string): number {
  return pathname === PATHS.payment || pathname.startsWith(`${PATHS.payment}/`)
    ? PAYMENT_TOAST_DURATION_MS
    : TOAST_DURATION_MS;
}

/** Props of {@link LayoutFrame}. */
export interface LayoutFrameProps {
  children: ReactNode;
  loading?: boolean;
  /** Drawn after the footer (the loading overlay). */
  after?: ReactNode;
}

/**
 * The markup around every screen: skip link, header, main, footer. The running app and the
 * prerendered shell (src/prerender) both draw it, so the page does not move when the app takes over.
 */
export function LayoutFrame({ children, loading = false, after }: LayoutFrameProps) {
  const { t } = useTranslation('orp-translation');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent', 'Skip to main content')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1} aria-busy={loading}>
        {children}
      </main>
      <Footer />
      {/* A11Y-3: in the page from its first paint, so the first message is read. */}
      <LiveAnnouncer />
      {after}
    </div>
  );
}

/** The shell around every screen: the frame, the loading overlay and toasts. */
export function Layout() {
  const { pathname } = useLocation();
  const loading = useLoadingFlag();
  useHtmlLang();
  useRouteMeta(trackPageView);
  usePageArrival();

  return (
    <ToastProvider defaultDurationMs={toastDurationFor(pathname)}>
      <LayoutFrame loading={loading} after={<LoadingOverlay visible={loading} />}>
        {/* OFF-5: above every screen, empty while online (the prerendered frame has none). */}
        <OfflineBanner />
        <Outlet />
      </LayoutFrame>
    </ToastProvider>
  );
}
