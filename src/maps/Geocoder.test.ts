import { afterEach, describe, expect, it } from 'vitest';
import { portalGeocoder } from './Geocoder.ts';

/** A stand-in for the Google Maps geocoder: records each request, answers one place. */
function stubGoogle(place: { label: string; lat: number; lng: number }) {
  const requests: unknown[] = [];
  class Geocoder {
    geocode(request: unknown) {
      requests.push(request);
      return Promise.resolve({
        results: [
          {
            formatted_address: place.label,
            geometry: { location: { lat: () => place.lat, lng: () => place.lng } },
          },
        ],
      });
    }
  }
  (globalThis as { google?: unknown }).google = { maps: { Geocoder } };
  return requests;
}

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
});

describe('place search with the Google geocoder', () => {
  // MAP-13: biased (not restricted) to the box 24.41495,67.778582 to 28.04077,98.012957.
  it('asks within the box from 24.41495,67.778582 to 28.04077,98.012957 and keeps a place outside it', async () => {
    const requests = stubGoogle({ label: 'Mlimani City, Dar es Salaam', lat: -6.77, lng: 39.22 });
    const places = await portalGeocoder.search('  Mlimani City ');
    expect(requests).toEqual([
      {
        address: 'Mlimani City',
        bounds: { south: 24.41495, west: 67.778582, north: 28.04077, east: 98.012957 },
      },
    ]);
    // Biased, not restricted: Dar es Salaam lies outside the box and is still offered.
    expect(places).toEqual([{ label: 'Mlimani City, Dar es Salaam', lat: -6.77, lng: 39.22 }]);
  });
});
