import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Shop } from '../../api/content.api.ts';
import { DAR_ES_SALAAM } from '../../maps/geo.ts';
import { formatKm, rankShops, shopName, telHref } from './shops.ts';

const shop = (name: string, lat: number, lng: number, phNumber?: string): Shop => ({
  shop: name,
  location: { latitue: lat, longitude: lng },
  phyLocation: `${name} street`,
  ...(phNumber ? { phNumber } : {}),
});

describe('shopName', () => {
  // MAP-2
  it('is the text before the first dash', () => {
    expect(shopName('Twiga Shop Samora - Flagship')).toBe('Twiga Shop Samora');
    expect(shopName('Kariakoo-Retail-Two')).toBe('Kariakoo');
    expect(shopName('Twiga Shop Ubungo')).toBe('Twiga Shop Ubungo');
  });

  it('never contains a dash unless the name starts with one, and is never longer than the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const name = shopName(text);
        expect(name.length).toBeLessThanOrEqual(text.length);
        if (!text.trim().startsWith('-') && text.split('-')[0]?.trim())
          expect(name).not.toContain('-');
      }),
    );
  });
});

describe('rankShops', () => {
  // MAP-2
  it('ranks by distance in km, one decimal, nearest first', () => {
    const ranked = rankShops(
      [
        shop('Far - A', -6.904617, 39.266857),
        shop('Near - B', -6.816221, 39.289413, '+255 712 100 001'),
        shop('Mid - C', -6.773056, 39.220833),
      ],
      DAR_ES_SALAAM,
    );
    expect(ranked.map((s) => [s.rank, s.name, formatKm(s.distanceKm)])).toEqual([
      [1, 'Near', '1.8'],
      [2, 'Mid', '7.3'],
      [3, 'Far', '10.2'],
    ]);
    expect(ranked[0]?.phone).toBe('+255 712 100 001');
    expect(ranked[1]).not.toHaveProperty('phone');
  });

  // MAP-3
  it('ranks 1..n in non-decreasing distance and drops shops without coordinates', () => {
    const coord = fc.record({
      lat: fc.double({ min: -11, max: -1, noNaN: true }),
      lng: fc.double({ min: 29, max: 41, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(coord, { maxLength: 15 }), (coords) => {
        const shops = [
          ...coords.map((c, i) => shop(`S${i} - x`, c.lat, c.lng)),
          { shop: 'Broken', location: { latitue: Number.NaN, longitude: 1 } },
        ];
        const ranked = rankShops(shops, DAR_ES_SALAAM);
        expect(ranked).toHaveLength(coords.length);
        ranked.forEach((s, i) => {
          expect(s.rank).toBe(i + 1);
          if (i > 0) expect(s.distanceKm).toBeGreaterThanOrEqual(ranked[i - 1]?.distanceKm ?? 0);
        });
      }),
    );
  });
});

describe('telHref', () => {
  it('keeps digits and the plus sign', () => {
    expect(telHref('+255 712 100 001')).toBe('tel:+255712100001');
  });
});
