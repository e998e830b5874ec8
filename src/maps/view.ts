/**
 * What part of the earth the keyless map shows, and the way back from a tap on the plot to a
 * point. Pure functions, shared by the plot and its tests.
 */
import { boundsOf, fitBounds, type Bounds, type LatLng } from './geo.ts';

/** The keyless plot's drawing box (SVG units) and the margin kept free around the places. */
export const PLOT = { width: 400, height: 300, padding: 28 } as const;

/**
 * Degrees of longitude a Google map of `zoom` shows across the plot's width (256 px tiles cover
 * 360° at zoom 0): a lone place is shown as far around as the Google map would show it.
 */
export function spanAtZoom(zoom: number): number {
  return (PLOT.width * 360) / (256 * 2 ** zoom);
}

/**
 * The box the keyless map shows: every place of `points` (the pins of the sites, shops or the
 * movable pin), fitted to the plot without stretching. With one place, or none, the view is the
 * Google map's at `zoom` around that place (or around `center`).
 */
export function fallbackView(points: readonly LatLng[], center: LatLng, zoom: number): Bounds {
  const around = points.length > 0 ? points : [center];
  const inner = { width: PLOT.width - 2 * PLOT.padding, height: PLOT.height - 2 * PLOT.padding };
  return fitBounds(boundsOf(around, spanAtZoom(zoom)), inner.width, inner.height);
}

/** The centre of a box. */
export const centreOf = (bounds: Bounds): LatLng => ({
  lat: (bounds.north + bounds.south) / 2,
  lng: (bounds.east + bounds.west) / 2,
});

/** Inverse of `project`: the point under (x, y) of the plot showing `bounds`. */
export function unproject(x: number, y: number, bounds: Bounds): LatLng {
  const innerW = PLOT.width - 2 * PLOT.padding;
  const innerH = PLOT.height - 2 * PLOT.padding;
  return {
    lat: bounds.north - ((y - PLOT.padding) / innerH) * (bounds.north - bounds.south),
    lng: bounds.west + ((x - PLOT.padding) / innerW) * (bounds.east - bounds.west),
  };
}

/** Degrees a pin moves per arrow key: 0.1° (about 11 km); with Shift, 1° (about 110 km). */
export const PIN_STEP = { small: 0.1, large: 1 } as const;

const ARROWS: Record<string, LatLng> = {
  ArrowUp: { lat: 1, lng: 0 },
  ArrowDown: { lat: -1, lng: 0 },
  ArrowLeft: { lat: 0, lng: -1 },
  ArrowRight: { lat: 0, lng: 1 },
};

/** Where an arrow key moves the pin (north is up), or undefined for any other key. */
export function movedBy(pin: LatLng, key: string, large: boolean): LatLng | undefined {
  const arrow = ARROWS[key];
  if (!arrow) return undefined;
  const step = large ? PIN_STEP.large : PIN_STEP.small;
  // Rounded so repeated steps do not collect floating-point noise in the shown coordinates.
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(pin.lat + arrow.lat * step), lng: round(pin.lng + arrow.lng * step) };
}
