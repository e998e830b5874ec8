import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useRouteHandle } from './routeMatches.ts';

/** Document title of a screen: "<screen title> | Twiga" ("Twiga" alone on the home page). */
export function documentTitle(screenTitle: string | undefined, brand: string): string {
  return screenTitle ? `${screenTitle} | ${brand}` : brand;
}

/**
 * Keeps the document title in step with the route (translated, so it follows a language switch)
 * and reports each page view through `onPageView(pathname)` (the analytics adapter).
 */
export function useRouteMeta(onPageView?: (pathname: string) => void): void {
  const { t } = useTranslation('orp-translation');
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const brand = t('brand', 'Twiga');
  const title = pathname === '/' || !handle ? undefined : t(handle.titleKey, handle.title);

  useEffect(() => {
    document.title = documentTitle(title, brand);
  }, [title, brand]);

  useEffect(() => {
    onPageView?.(pathname);
  }, [pathname, onPageView]);
}
