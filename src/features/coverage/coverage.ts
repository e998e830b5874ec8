/**
 * Coverage sites (CMS package `fetch-sites-data-5g`) and what the coverage map draws of them.
 * Pure functions, no React.
 */
import { FIVE_G_CIRCLE_METRES } from '../../maps/geo.ts';
import type { MapCircle, MapMarker } from '../../maps/types.ts';

/** Radio-button technologies, in display order. */
export const TECHNOLOGIES = ['2G', '3G', '4G', '5G'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

/** The site flag of each technology. */
const FLAG = {
  '2G': '_2Gservice',
  '3G': '_3Gservice',
  '4G': '_4Gservice',
  '5G': '_5Gservice',
} as const satisfies Record<Technology, string>;

/** Coverage site (MAP-9, MAP-10). */
export interface CoverageSite {
  title: string;
  latitude: number;
  longitude: number;
  technology: Partial<Record<(typeof FLAG)[Technology], boolean | string>>;
}

/** The `fetch-sites-data-5g` package. */
export interface SitesPackage {
  sites: CoverageSite[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isSite(v: unknown): v is CoverageSite {
  return (
    isObject(v) &&
    typeof v.title === 'string' &&
    Number.isFinite(v.latitude) &&
    Number.isFinite(v.longitude) &&
    isObject(v.technology)
  );
}

/** Shape check of the package; a bad site makes the whole package suspect. */
export function isSitesPackage(value: unknown): value is SitesPackage {
  return isObject(value) && Array.isArray(value.sites) && value.sites.every(isSite);
}

/** Does the site offer the technology? (true or the string 'true'.) */
export function offers(site: CoverageSite, technology: Technology): boolean {
  const flag = site.technology[FLAG[technology]];
  return flag === true || (typeof flag === 'string' && flag.trim().toLowerCase() === 'true');
}

/** Technologies at least one site offers: the radios to show. */
export const availableTechnologies = (sites: readonly CoverageSite[]): Technology[] =>
  TECHNOLOGIES.filter((t) => sites.some((s) => offers(s, t)));

/** Sites with the technology, or all sites when none is chosen. */
export const sitesWith = (
  sites: readonly CoverageSite[],
  technology: Technology | null,
): CoverageSite[] =>
  technology === null ? [...sites] : sites.filter((s) => offers(s, technology));

/** Markers of the sites: 5G sites get the special marker. */
export function siteMarkers(sites: readonly CoverageSite[]): MapMarker[] {
  return sites.map((site, index) => ({
    id: `${index}-${site.title}`,
    position: { lat: site.latitude, lng: site.longitude },
    title: site.title,
    kind: offers(site, '5G') ? 'special' : 'default',
  }));
}

/** A 300 m circle around every 5G site. */
export function fiveGCircles(sites: readonly CoverageSite[]): MapCircle[] {
  return sites
    .map((site, index) => ({ site, index }))
    .filter(({ site }) => offers(site, '5G'))
    .map(({ site, index }) => ({
      id: `${index}-${site.title}`,
      center: { lat: site.latitude, lng: site.longitude },
      radiusMetres: FIVE_G_CIRCLE_METRES,
    }));
}
