/** Shops as the locator shows them: name, distance in km and rank by distance. Pure functions. */
import type { Shop } from '../../api/content.api.ts';
import { distanceKm, type LatLng } from '../../maps/geo.ts';

/** A shop card's content. */
export interface NearbyShop {
  id: string;
  /** 1 = nearest; also the number on its pin. */
  rank: number;
  name: string;
  address: string;
  phone?: string;
  position: LatLng;
  distanceKm: number;
}

/** The shop's name: the text before the first '-' (the operator writes 'Name - suffix'). */
export function shopName(shop: string): string {
  const before = shop.split('-')[0]?.trim() ?? '';
  return before || shop.trim();
}

/** The phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Shops with usable coordinates, nearest first (ties keep the service's order), ranked from 1. */
export function rankShops(shops: readonly Shop[], origin: LatLng): NearbyShop[] {
  return shops
    .filter(
      (s) =>
        Number.isFinite(s.location?.latitue) &&
        Number.isFinite(s.location?.longitude) &&
        typeof s.shop === 'string',
    )
    .map((s, index) => {
      const position = { lat: s.location.latitue, lng: s.location.longitude };
      const phone = s.phNumber?.trim();
      return {
        id: `${index}-${s.shop}`,
        rank: 0,
        name: shopName(s.shop),
        address: s.phyLocation?.trim() ?? '',
        position,
        distanceKm: distanceKm(origin, position),
        ...(phone ? { phone } : {}),
      };
    })
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .map((shop, index) => ({ ...shop, rank: index + 1 }));
}

/** Distance as a card shows it: one decimal, dot separator. */
export const formatKm = (km: number): string => km.toFixed(1);
