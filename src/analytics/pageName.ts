/**
 * Page tracking name of ROUTE-16: the last path segment, hyphens turned to underscores,
 * lower-cased, prefixed with `<opco>_<channelTag>_` (both lower-cased), e.g. '/prepaid-recharge'
 * → 'tz_cwaaa_prepaid_recharge'. A slash alone gives the home-page name 'tz_cwaaa_home'.
 */
import { runtimeConfig } from '../api/runtimeConfig.ts';

/** Last segment of the home page's tracking name. */
export const HOME_PAGE_SEGMENT = 'home';

/** Tracking name of a pathname (query and hash are ignored). */
export function pageName(
  pathname: string,
  cfg: { opco: string; channelTag: string } = runtimeConfig(),
): string {
  const prefix = `${cfg.opco}_${cfg.channelTag}_`.toLowerCase();
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((s) => s !== '');
  const last = segments.at(-1);
  if (last === undefined) return `${prefix}${HOME_PAGE_SEGMENT}`;
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as typed.
  }
  return `${prefix}${segment.replace(/-/g, '_').toLowerCase()}`;
}
