/**
 * The one geocoder interface of the portal: text in, places out. The content service's
 * maps/geocode stands behind it (the sandbox plays that geocoder); when the Google Maps script is
 * on the page, its geocoder answers instead, biased to the spec's box.
 */
import { geocode } from '../api/portal.api.ts';
import { runtimeConfig } from '../api/runtimeConfig.ts';
import { PLACE_SEARCH_BIAS, type LatLng } from './geo.ts';

/** A place a search found. */
export interface Place extends LatLng {
  /** What the person reads in the suggestion list. */
  label: string;
}

/**
 * Finds places for a typed text. Never rejects: nothing found or a failure is an empty list.
 * `signal` cancels the look-up (a newer text, or the page left); it then finds nothing.
 */
export interface Geocoder {
  search(text: string, signal?: AbortSignal): Promise<Place[]>;
}

/** The content service's geocoder (maps/geocode with the configured key). */
export const serviceGeocoder: Geocoder = {
  async search(text, signal) {
    const query = text.trim();
    if (!query) return [];
    const outcome = await geocode(query, runtimeConfig().googleMapsKey, signal);
    if (!outcome.ok || !Array.isArray(outcome.result?.results)) return [];
    return outcome.result.results
      .filter((hit) => Number.isFinite(hit.lat) && Number.isFinite(hit.lng))
      .map((hit) => ({ lat: hit.lat, lng: hit.lng, label: hit.formattedAddress || query }));
  },
};

interface GoogleGeocoderLike {
  geocode(request: {
    address: string;
    bounds: { south: number; west: number; north: number; east: number };
  }): Promise<{
    results: {
      formatted_address: string;
      geometry: { location: { lat(): number; lng(): number } };
    }[];
  }>;
}

/** The Google geocoder when its script has loaded, else undefined. */
function googleGeocoder(): GoogleGeocoderLike | undefined {
  const maps = (globalThis as { google?: { maps?: { Geocoder?: new () => GoogleGeocoderLike } } })
    .google?.maps;
  return maps?.Geocoder ? new maps.Geocoder() : undefined;
}

/** Google's geocoder when loaded (biased, not restricted, to the spec's box), else the service. */
export const portalGeocoder: Geocoder = {
  async search(text, signal) {
    const google = googleGeocoder();
    if (!google || !text.trim()) return serviceGeocoder.search(text, signal);
    const { southWest: sw, northEast: ne } = PLACE_SEARCH_BIAS;
    try {
      const { results } = await google.geocode({
        address: text.trim(),
        bounds: { south: sw.lat, west: sw.lng, north: ne.lat, east: ne.lng },
      });
      return results.map((r) => ({
        label: r.formatted_address,
        lat: r.geometry.location.lat(),
        lng: r.geometry.location.lng(),
      }));
    } catch {
      return serviceGeocoder.search(text, signal);
    }
  },
};
