/**
 * GET cms/maps/twigashopsbycoordinates?opco&longitude&latitude&distanceInKilometers ->
 * data/result: shops within the radius, nearest first, each with distance (km, one decimal).
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { content, httpFail } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { distanceKm, shops as seedShops } from '../../seed/shops.ts';

export const shops: ApiRoute = {
  endpoint: endpoints.shops,
  handle({ query }) {
    const lat = Number(query.latitude);
    const lng = Number(query.longitude);
    const radius = query.distanceInKilometers ? Number(query.distanceInKilometers) : 100;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !query.latitude || !query.longitude)
      return httpFail(400, 'latitude and longitude are required');
    const near = seedShops
      .map((shop) => ({
        ...shop,
        distance:
          Math.round(distanceKm(lat, lng, shop.location.latitue, shop.location.longitude) * 10) /
          10,
      }))
      .filter((shop) => shop.distance <= radius)
      .sort((a, b) => a.distance - b.distance);
    return content(near);
  },
};
