/**
 * Coordinates of the towns the lead form offers, for the keyless map picker (when geocoding
 * found nothing, the person picks the nearest one or types coordinates). Public town centres.
 */

/** A place the picker offers. */
export interface KnownPlace {
  name: string;
  lat: number;
  lng: number;
}

/** Spec section 9: the maps' default centre (Dar es Salaam) and the home-broadband map zoom. */
export const DEFAULT_CENTRE = { lat: -6.81281, lng: 39.273933 } as const;
export const HBB_MAP_ZOOM = 12;

export const KNOWN_PLACES: readonly KnownPlace[] = [
  { name: 'Dar es Salaam', lat: -6.81281, lng: 39.273933 },
  { name: 'Arusha', lat: -3.386925, lng: 36.682995 },
  { name: 'Dodoma', lat: -6.162959, lng: 35.751607 },
  { name: 'Mwanza', lat: -2.516424, lng: 32.917513 },
  { name: 'Kigoma', lat: -4.877242, lng: 29.626635 },
  { name: 'Mtwara', lat: -10.266667, lng: 40.183333 },
];

/** The known places, the person's own town first. */
export function placesFor(town: string): KnownPlace[] {
  const key = town.trim().toLowerCase();
  return [...KNOWN_PLACES].sort(
    (a, b) => Number(b.name.toLowerCase() === key) - Number(a.name.toLowerCase() === key),
  );
}

/** Latitude and longitude inside Tanzania's rough box, so a typo does not send a pin to sea. */
export function isInTanzania(lat: number, lng: number): boolean {
  return lat >= -12 && lat <= -0.9 && lng >= 29 && lng <= 41;
}
