/**
 * Real visits measured (issue 28, item 6; FIRST-8): LCP, INP, CLS and TTFB of a sample of page
 * views, through the analytics adapter (the same transport and redaction as every event). The
 * web-vitals library is loaded only once the page has loaded and is idle (its observers read the
 * buffered entries, so nothing is missed) and only for a sampled view with analytics on, so a
 * visitor who is not sampled downloads nothing. docs/hosting.md says how to read the events.
 */
import type * as WebVitals from 'web-vitals';
import type { Metric } from 'web-vitals';
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { track, type AnalyticsEvent } from './analytics.ts';
import { pageName } from './pageName.ts';

/** The analytics category of a web-vitals event. */
export const WEB_VITALS_CATEGORY = 'web_vitals';

/**
 * The event of one metric: action the metric's name, label the page's tracking name, value in
 * milliseconds (CLS, which has no unit, times 1000, as analytics values are whole numbers).
 */
export function vitalEvent(
  metric: Pick<Metric, 'name' | 'value' | 'rating'>,
  pathname: string,
): AnalyticsEvent {
  const value = metric.name === 'CLS' ? metric.value * 1000 : metric.value;
  return {
    category: WEB_VITALS_CATEGORY,
    action: metric.name,
    label: `${pageName(pathname)}:${metric.rating}`,
    value: Math.round(value),
  };
}

/** The library's part the portal uses (injected in tests). */
type VitalsLibrary = Pick<typeof WebVitals, 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>;

/**
 * Starts reporting this page view's web vitals when analytics is on and the view is sampled.
 * Returns whether it does. Each metric is sent once it is final (on leaving the page for INP and
 * CLS), for the address the person was on then.
 */
export function reportWebVitals(
  cfg: RuntimeConfig = runtimeConfig(),
  random: () => number = Math.random,
  load: () => Promise<VitalsLibrary> = () => import('web-vitals'),
): boolean {
  if (cfg.analyticsId === '' || cfg.analyticsUrl === '') return false;
  if (!(random() < cfg.webVitalsSampleRate)) return false;
  void load()
    .then(({ onLCP, onINP, onCLS, onTTFB }) => {
      const send = (metric: Metric) => track(vitalEvent(metric, window.location.pathname), cfg);
      onLCP(send);
      onINP(send);
      onCLS(send);
      onTTFB(send);
    })
    // Analytics must never break a page: a chunk that failed to load reports nothing.
    .catch(() => undefined);
  return true;
}
