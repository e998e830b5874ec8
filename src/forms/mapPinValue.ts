/**
 * The value of a map-pin field (`"ui:widget": "mapPin"`): the pin's point as one text,
 * `"<lat>,<lng>"`, so the field stays a scalar string like every other field of the engine
 * (docs/decisions.md, "The map picker as a CMS field"). Plain TS: the widget and the screen that
 * reads the picked point share it.
 */

/** A point on the map. */
export interface PinPoint {
  lat: number;
  lng: number;
}

/** The field's text for `point`. */
export const pinText = (point: PinPoint): string => `${point.lat},${point.lng}`;

/** The point a field's text holds; undefined when it holds none. */
export function pinPoint(value: unknown): PinPoint | undefined {
  if (typeof value !== 'string') return undefined;
  const [lat, lng, ...rest] = value.split(',').map(Number);
  if (rest.length > 0 || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return { lat: lat!, lng: lng! };
}
