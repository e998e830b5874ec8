/**
 * MSW handlers of the store locator for component tests and stories: the geocoder (knows the
 * sandbox's towns) and the shops service (nearest first within the radius, like the sandbox).
 */
import { delay, http, HttpResponse } from 'msw';
import type { Shop } from '../../../api/content.api.ts';
import { distanceKm } from '../../../maps/geo.ts';
import { contentOk, httpFailure } from '../../../testing/envelope.ts';

/** A few Dar es Salaam and Arusha shops ('Name - suffix', one without a phone). */
export const testShops: Shop[] = [
  {
    shop: 'Twiga Shop Samora - Flagship',
    title: 'Twiga Shop Samora',
    location: { latitue: -6.816221, longitude: 39.289413 },
    phyLocation: 'Samora Avenue, City Centre, Dar es Salaam',
    phNumber: '+255 712 100 001',
  },
  {
    shop: 'Twiga Shop Kariakoo - Retail',
    title: 'Twiga Shop Kariakoo',
    location: { latitue: -6.819592, longitude: 39.272385 },
    phyLocation: 'Msimbazi Street, Kariakoo, Dar es Salaam',
    phNumber: '+255 712 100 002',
  },
  {
    shop: 'Twiga Shop Mikocheni - Retail',
    title: 'Twiga Shop Mikocheni',
    location: { latitue: -6.760987, longitude: 39.246128 },
    phyLocation: 'Old Bagamoyo Road, Mikocheni, Dar es Salaam',
  },
  {
    shop: 'Twiga Shop Arusha Clock Tower - Flagship',
    title: 'Twiga Shop Arusha Clock Tower',
    location: { latitue: -3.372222, longitude: 36.694444 },
    phyLocation: 'Boma Road, Clock Tower, Arusha',
  },
];

const places: Record<string, { lat: number; lng: number; formattedAddress: string }> = {
  'dar es salaam': { lat: -6.81281, lng: 39.273933, formattedAddress: 'Dar es Salaam, Tanzania' },
  arusha: { lat: -3.386925, lng: 36.682995, formattedAddress: 'Arusha, Tanzania' },
  kigoma: { lat: -4.877242, lng: 29.626635, formattedAddress: 'Kigoma, Tanzania' },
};

/** How the shops call answers. */
export interface StoreHandlerOptions {
  shops?: 'ok' | 'empty' | 'error' | 'pending';
}

/** Geocoder and shops handlers. */
export function storeHandlers({ shops = 'ok' }: StoreHandlerOptions = {}) {
  return [
    http.get('*/maps/geocode', ({ request }) => {
      const address = (new URL(request.url).searchParams.get('address') ?? '').trim().toLowerCase();
      const hit = places[address];
      return HttpResponse.json({ results: hit ? [hit] : [] });
    }),
    http.get('*/cms/maps/:path', async ({ request }) => {
      if (shops === 'pending') await delay('infinite');
      if (shops === 'error') return httpFailure(500, 'down');
      const url = new URL(request.url);
      const origin = {
        lat: Number(url.searchParams.get('latitude')),
        lng: Number(url.searchParams.get('longitude')),
      };
      const radius = Number(url.searchParams.get('distanceInKilometers') ?? 100);
      const near =
        shops === 'empty'
          ? []
          : testShops.filter(
              (s) =>
                distanceKm(origin, { lat: s.location.latitue, lng: s.location.longitude }) <=
                radius,
            );
      return contentOk(near);
    }),
  ];
}
