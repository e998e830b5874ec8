/**
 * Pure helpers of the broadband bundle list (spec section 9, "Bundle sorting"): order by validity
 * (-1 = Unlimited, after every dated bundle), group by period type ('Others' by default, groups
 * alphabetical). The recharge feature has its own copy: features do not import each other, and
 * the list is small enough that sharing through src/ would cost more than it saves.
 */
import type { Bundle } from '../../api/wire.ts';

/** Validity the server sends for a bundle that never expires. */
export const UNLIMITED_VALIDITY = -1;

/** Group name of a bundle without a period type. */
export const DEFAULT_PERIOD = 'Others';

/** True when the bundle never expires (shown as 'Unlimited'). */
export const isUnlimited = (bundle: Pick<Bundle, 'validity'>): boolean => Number(bundle.validity) === UNLIMITED_VALIDITY;

const sortKey = (bundle: Pick<Bundle, 'validity'>): number => {
  const days = Number(bundle.validity);
  return isUnlimited(bundle) || !Number.isFinite(days) ? Number.POSITIVE_INFINITY : days;
};

/** Bundles by validity, numerically; equal ones keep the server's order. */
export function sortByValidity<T extends Pick<Bundle, 'validity'>>(bundles: readonly T[]): T[] {
  return bundles
    .map((bundle, index) => ({ bundle, index, key: sortKey(bundle) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ bundle }) => bundle);
}

/** One period-type group of the list. */
export interface BundleGroup<T> {
  periodType: string;
  bundles: T[];
}

/** Bundles grouped by period type, groups alphabetical, each sorted by validity. */
export function groupBundles<T extends Pick<Bundle, 'validity'> & Partial<Pick<Bundle, 'periodType'>>>(bundles: readonly T[]): BundleGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const bundle of bundles) {
    const period = bundle.periodType?.trim() || DEFAULT_PERIOD;
    groups.set(period, [...(groups.get(period) ?? []), bundle]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([periodType, list]) => ({ periodType, bundles: sortByValidity(list) }));
}
