import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, DAR_ES_SALAAM, distanceKm, distanceMiles, fitBounds, project } from './geo.ts';

const point = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('distance helpers', () => {
  // MAP-14
  it('the miles helper uses radius 3958.8 and one decimal (Dar es Salaam to Arusha ≈ 296 mi)', () => {
    const arusha = { lat: -3.386925, lng: 36.682995 };
    const miles = distanceMiles(DAR_ES_SALAAM, arusha);
    expect(miles).toBeGreaterThan(290);
    expect(miles).toBeLessThan(300);
    expect(miles).toBe(Math.round(miles * 10) / 10);
  });

  it('km and miles describe the same distance (ratio 6371 / 3958.8)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const km = distanceKm(a, b);
        const miles = distanceMiles(a, b);
        expect(Math.abs(km - (miles * 6371) / 3958.8)).toBeLessThan(0.2);
      }),
    );
  });

  it('is symmetric, zero for a point with itself and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBe(distanceKm(b, a));
        expect(distanceKm(a, a)).toBe(0);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a shop 1 km north of the centre is 1.0 Km away', () => {
    const north = { lat: DAR_ES_SALAAM.lat + 1 / 111.195, lng: DAR_ES_SALAAM.lng };
    expect(distanceKm(DAR_ES_SALAAM, north)).toBe(1);
  });
});

describe('the keyless projection', () => {
  it('keeps every point of the box inside the padded plot, north up and east right', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 20 }), (points) => {
        const bounds = boundsOf(points);
        for (const p of points) {
          const { x, y } = project(p, bounds, 400, 300, 20);
          expect(x).toBeGreaterThanOrEqual(20 - 1e-6);
          expect(x).toBeLessThanOrEqual(380 + 1e-6);
          expect(y).toBeGreaterThanOrEqual(20 - 1e-6);
          expect(y).toBeLessThanOrEqual(280 + 1e-6);
        }
      }),
    );
    const bounds = boundsOf([
      { lat: 0, lng: 0 },
      { lat: 1, lng: 1 },
    ]);
    expect(project({ lat: 1, lng: 0 }, bounds, 100, 100).y).toBeLessThan(
      project({ lat: 0, lng: 0 }, bounds, 100, 100).y,
    );
    expect(project({ lat: 0, lng: 1 }, bounds, 100, 100).x).toBeGreaterThan(
      project({ lat: 0, lng: 0 }, bounds, 100, 100).x,
    );
  });

  it('fitting a box to the plot keeps every point inside and a km the same length both ways', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 20 }), (points) => {
        const box = boundsOf(points);
        const fitted = fitBounds(box, 400, 300);
        expect(fitted.south).toBeLessThanOrEqual(box.south + 1e-9);
        expect(fitted.north).toBeGreaterThanOrEqual(box.north - 1e-9);
        expect(fitted.west).toBeLessThanOrEqual(box.west + 1e-9);
        expect(fitted.east).toBeGreaterThanOrEqual(box.east - 1e-9);
        const squash = Math.max(
          0.01,
          Math.cos((((fitted.north + fitted.south) / 2) * Math.PI) / 180),
        );
        const ratio = ((fitted.east - fitted.west) * squash) / (fitted.north - fitted.south);
        expect(ratio).toBeCloseTo(400 / 300, 6);
      }),
    );
  });
});
