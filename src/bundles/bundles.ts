/**
 * Pure helpers of the bundle list (REC-12, REC-13): order by validity, group by
 * period type, pick a category icon by keyword. No React, so they are unit- and property-tested.
 */
import type { Bundle } from '../api/wire.ts';

/** Validity the server sends for a bundle that never expires. */
export const UNLIMITED_VALIDITY = -1;

/** Group name of a bundle without a period type. */
export const DEFAULT_PERIOD = 'Others';

/** True when the bundle never expires (validity -1, shown as 'Unlimited'). */
export const isUnlimited = (bundle: Pick<Bundle, 'validity'>): boolean =>
  Number(bundle.validity) === UNLIMITED_VALIDITY;

/**
 * The number a bundle sorts by. -1 is a marker, not a duration: an unlimited bundle outlasts every
 * other, so it sorts after them instead of first. A missing or broken validity sorts last too.
 */
function sortKey(bundle: Pick<Bundle, 'validity'>): number {
  const days = Number(bundle.validity);
  if (isUnlimited(bundle) || !Number.isFinite(days)) return Number.POSITIVE_INFINITY;
  return days;
}

/** Bundles ordered by validity, numerically (never as text: 7 before 30); equal ones keep their order. */
export function sortByValidity<T extends Pick<Bundle, 'validity'>>(bundles: readonly T[]): T[] {
  return bundles
    .map((bundle, index) => ({ bundle, index, key: sortKey(bundle) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ bundle }) => bundle);
}

/** One period-type group of the list. */
export interface BundleGroup<T> {
  /** The server's period type, or 'Others'. */
  periodType: string;
  bundles: T[];
}

/** The group a bundle belongs to: its period type, 'Others' when missing or blank. */
export const periodOf = (bundle: Partial<Pick<Bundle, 'periodType'>>): string =>
  bundle.periodType?.trim() || DEFAULT_PERIOD;

/** Bundles grouped by period type, groups in alphabetical order, each group sorted by validity. */
export function groupBundles<
  T extends Pick<Bundle, 'validity'> & Partial<Pick<Bundle, 'periodType'>>,
>(bundles: readonly T[]): BundleGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const bundle of bundles) {
    const period = periodOf(bundle);
    groups.set(period, [...(groups.get(period) ?? []), bundle]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([periodType, list]) => ({ periodType, bundles: sortByValidity(list) }));
}

/** The icon families of the list. */
export const BUNDLE_ICONS = ['roaming', 'international', 'combo', 'sms', 'data', 'voice'] as const;
export type BundleIcon = (typeof BUNDLE_ICONS)[number];

/**
 * Keywords per icon, tried in this order: a roaming data pass is 'roaming' and a combo with SMS is
 * 'combo', so the more specific families come first. 'appel' is the operator's word for calls in
 * combo packs.
 */
const KEYWORDS: [BundleIcon, RegExp][] = [
  ['roaming', /roaming/i],
  ['international', /international/i],
  ['combo', /combo|appel/i],
  ['sms', /\bsms\b/i],
  ['data', /data|internet/i],
];

/** The icon of a bundle, chosen by keywords in its category, then its description; 'voice' otherwise. */
export function bundleIcon(bundle: Partial<Pick<Bundle, 'category' | 'description'>>): BundleIcon {
  for (const text of [bundle.category ?? '', bundle.description ?? '']) {
    const hit = KEYWORDS.find(([, pattern]) => pattern.test(text));
    if (hit) return hit[0];
  }
  return 'voice';
}
