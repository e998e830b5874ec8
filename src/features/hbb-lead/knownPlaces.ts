/**
 * The towns the lead form offers, with their coordinates (the map layer's town list), for the
 * map picker (when geocoding found nothing, the person moves a pin, picks the nearest town or
 * types coordinates).
 */
import { TOWNS, type LatLng, type Town } from '../../maps/index.ts';

/** A place the picker offers. */
export type KnownPlace = Town;

export const KNOWN_PLACES: readonly KnownPlace[] = TOWNS;

/** The known places, the person's own town first. */
export function placesFor(town: string): KnownPlace[] {
  const key = town.trim().toLowerCase();
  return [...KNOWN_PLACES].sort(
    (a, b) => Number(b.name.toLowerCase() === key) - Number(a.name.toLowerCase() === key),
  );
}

/** Tanzania's rough box, so a typo or a stray tap does not send a pin to sea. */
const BOX = { south: -12, north: -0.9, west: 29, east: 41 } as const;

/** Latitude and longitude inside Tanzania's rough box. */
export function isInTanzania(lat: number, lng: number): boolean {
  return lat >= BOX.south && lat <= BOX.north && lng >= BOX.west && lng <= BOX.east;
}

/** The point moved into Tanzania's rough box: a pin stops at its edge instead of leaving. */
export function keptInTanzania(point: LatLng): LatLng {
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    lat: clamp(point.lat, BOX.south, BOX.north),
    lng: clamp(point.lng, BOX.west, BOX.east),
  };
}
