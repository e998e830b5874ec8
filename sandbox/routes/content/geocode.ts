/**
 * GET maps/geocode?address= -> {results:[{lat, lng, formattedAddress}]} (bare, no envelope), or
 * {results:[]}. Only whole known addresses match, so the portal's fallback order runs.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import type { ApiRoute } from '../../core/route.ts';
import { places } from '../../seed/towns.ts';

const normalise = (address: string) =>
  address
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/, tanzania$/, '')
    .trim();

export const geocode: ApiRoute = {
  endpoint: endpoints.geocode,
  handle({ query }) {
    const wanted = normalise(query.address ?? '');
    const place = places.find((p) => normalise(p.address) === wanted);
    const results = place
      ? [{ lat: place.lat, lng: place.lng, formattedAddress: place.formattedAddress }]
      : [];
    return { status: 200, body: { results } };
  },
};
