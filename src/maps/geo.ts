/**
 * Map constants (MAP-6 to MAP-15) and the pure geometry the map layer and its screens share:
 * great-circle distances and the flat projection of the keyless map.
 */

/** A point on the earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Default centre of every map: Dar es Salaam. */
export const DAR_ES_SALAAM: LatLng = { lat: -6.81281, lng: 39.273933 };
/** Initial zoom of the store locator and the coverage map. */
export const INITIAL_ZOOM = 9;
/** Zoom of the home-broadband maps (the address picker's pin and the confirm dialog). */
export const HOME_BROADBAND_ZOOM = 12;
/** Store-locator zoom once a place is chosen. */
export const SEARCHED_ZOOM = 15;
/** Radius of the shop search, km. */
export const SHOP_RADIUS_KM = 100;
/** Radius drawn around a 5G site, metres. */
export const FIVE_G_CIRCLE_METRES = 300;
/** Place search is biased (not restricted) to this box (MAP-13, copied as written). */
export const PLACE_SEARCH_BIAS = {
  southWest: { lat: 24.41495, lng: 67.778582 },
  northEast: { lat: 28.04077, lng: 98.012957 },
} as const;

/** Earth radius of the spec's distance helper, miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Mean earth radius, km (the shop cards show Km). */
export const EARTH_RADIUS_KM = 6371;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance between two points on a sphere of the given radius. */
export function greatCircle(a: LatLng, b: LatLng, radius: number): number {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds to one decimal, as both distance helpers show. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The spec's distance helper: miles, radius 3958.8, one decimal. */
export const distanceMiles = (a: LatLng, b: LatLng): number =>
  oneDecimal(greatCircle(a, b, EARTH_RADIUS_MILES));

/** Distance in km (radius 6371), one decimal: what a shop card shows. */
export const distanceKm = (a: LatLng, b: LatLng): number =>
  oneDecimal(greatCircle(a, b, EARTH_RADIUS_KM));

/** A lat/lng box. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Smallest box holding every point, grown to at least `minSpan` degrees each way. */
export function boundsOf(points: readonly LatLng[], minSpan = 0.02): Bounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  if (north - south < minSpan) {
    const mid = (north + south) / 2;
    south = mid - minSpan / 2;
    north = mid + minSpan / 2;
  }
  if (east - west < minSpan) {
    const mid = (east + west) / 2;
    west = mid - minSpan / 2;
    east = mid + minSpan / 2;
  }
  return { south, west, north, east };
}

/**
 * Grows `bounds` so that, drawn into `width` x `height`, a km east-west is as long as a km
 * north-south (longitude degrees shrink by cos(latitude)): the plot is not stretched.
 */
export function fitBounds(bounds: Bounds, width: number, height: number): Bounds {
  const midLat = (bounds.north + bounds.south) / 2;
  const squash = Math.max(0.01, Math.cos(toRad(midLat)));
  const latSpan = bounds.north - bounds.south;
  const lngSpan = (bounds.east - bounds.west) * squash;
  const wanted = width / height;
  if (lngSpan / latSpan < wanted) {
    const grow = (latSpan * wanted - lngSpan) / squash / 2;
    return { ...bounds, west: bounds.west - grow, east: bounds.east + grow };
  }
  const grow = (lngSpan / wanted - latSpan) / 2;
  return { ...bounds, south: bounds.south - grow, north: bounds.north + grow };
}

/**
 * Flat (equirectangular) projection of a point into a `width` x `height` box showing `bounds`
 * with `padding` around it: north is up, east is right. Good enough for a city-sized plot.
 */
export function project(
  point: LatLng,
  bounds: Bounds,
  width: number,
  height: number,
  padding = 0,
): { x: number; y: number } {
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const x = padding + ((point.lng - bounds.west) / (bounds.east - bounds.west)) * innerW;
  const y = padding + ((bounds.north - point.lat) / (bounds.north - bounds.south)) * innerH;
  return { x, y };
}

/** Metres per degree of latitude (for drawing a circle of a given radius on the flat plot). */
export const METRES_PER_DEGREE = 111_320;

/** The place of `places` nearest to `point` (haversine) and how far it is in km, one decimal. */
export function nearestPlace<P extends LatLng>(
  point: LatLng,
  places: readonly P[],
): { place: P; km: number } | undefined {
  let best: { place: P; km: number } | undefined;
  for (const place of places) {
    const km = greatCircle(point, place, EARTH_RADIUS_KM);
    if (!best || km < best.km) best = { place, km };
  }
  return best && { place: best.place, km: oneDecimal(best.km) };
}
