import { describe, expect, it } from 'vitest';
import { nearestPlace, project } from './geo.ts';
import { TOWNS } from './tanzania.ts';
import { centreOf, fallbackView, movedBy, PLOT, spanAtZoom, unproject } from './view.ts';

const DAR = { lat: -6.81281, lng: 39.273933 };
const ARUSHA = { lat: -3.386925, lng: 36.682995 };
const DODOMA = { lat: -6.162959, lng: 35.751607 };
const MWANZA = { lat: -2.516424, lng: 32.917513 };
const KIGOMA = { lat: -4.877242, lng: 29.626635 };
const MTWARA = { lat: -10.266667, lng: 40.183333 };
const MOROGORO = { lat: -6.8278, lng: 37.6591 };
const MOSHI = { lat: -3.3348, lng: 37.3404 };

const inPlot = (point: { lat: number; lng: number }, bounds: ReturnType<typeof fallbackView>) => {
  const { x, y } = project(point, bounds, PLOT.width, PLOT.height, PLOT.padding);
  return (
    x >= PLOT.padding - 1e-9 &&
    x <= PLOT.width - PLOT.padding + 1e-9 &&
    y >= PLOT.padding - 1e-9 &&
    y <= PLOT.height - PLOT.padding + 1e-9
  );
};

describe('nearest town (haversine)', () => {
  it('names the town itself for a point on it, 0 km away', () => {
    expect(nearestPlace(ARUSHA, TOWNS)).toEqual({ place: { name: 'Arusha', ...ARUSHA }, km: 0 });
  });

  it('Moshi is nearest to Arusha (about 73 km), Morogoro to Dar es Salaam (about 179 km)', () => {
    const moshi = nearestPlace(MOSHI, TOWNS);
    expect(moshi?.place.name).toBe('Arusha');
    expect(moshi?.km).toBeGreaterThan(70);
    expect(moshi?.km).toBeLessThan(76);
    const morogoro = nearestPlace(MOROGORO, TOWNS);
    expect(morogoro?.place.name).toBe('Dar es Salaam');
    expect(morogoro?.km).toBeGreaterThan(175);
    expect(morogoro?.km).toBeLessThan(183);
  });

  it('a point 3° west of Dar es Salaam (-6.81281, 36.273933) is nearest to Dodoma', () => {
    expect(nearestPlace({ lat: -6.81281, lng: 36.273933 }, TOWNS)?.place.name).toBe('Dodoma');
  });

  it('has no answer without towns', () => {
    expect(nearestPlace(DAR, [])).toBeUndefined();
  });
});

describe('the keyless view', () => {
  const sites = [DAR, ARUSHA, DODOMA, MWANZA, KIGOMA, MTWARA];

  it('is centred on the sites shown and keeps every one inside the padded plot', () => {
    const view = fallbackView(sites, DAR, 9);
    const centre = centreOf(view);
    // Middle of the sites' box: lat (-2.516424 + -10.266667) / 2, lng (29.626635 + 40.183333) / 2.
    expect(centre.lat).toBeCloseTo(-6.3915455, 6);
    expect(centre.lng).toBeCloseTo(34.904984, 6);
    for (const site of sites) expect(inPlot(site, view)).toBe(true);
  });

  it('Dar es Salaam sites alone fill the plot around Dar es Salaam, not the whole country', () => {
    const darSites = [
      { lat: -6.8163, lng: 39.2894 },
      { lat: -6.8196, lng: 39.2724 },
      { lat: -6.7731, lng: 39.2208 },
      { lat: -6.9046, lng: 39.2669 },
      { lat: -6.8483, lng: 39.3139 },
    ];
    const view = fallbackView(darSites, DAR, 9);
    expect(view.east - view.west).toBeLessThan(2);
    for (const site of darSites) expect(inPlot(site, view)).toBe(true);
    expect(inPlot(ARUSHA, view)).toBe(false);
  });

  // MAP-15
  it('one place is shown as widely as Google shows it at the zoom (spec: home-broadband zoom 12)', () => {
    const view = fallbackView([DAR], { lat: 0, lng: 0 }, 12);
    expect(centreOf(view).lat).toBeCloseTo(DAR.lat, 6);
    expect(centreOf(view).lng).toBeCloseTo(DAR.lng, 6);
    expect(spanAtZoom(12)).toBeCloseTo(0.1373, 4);
    expect(view.east - view.west).toBeGreaterThanOrEqual(spanAtZoom(12) - 1e-9);
  });

  // MAP-8
  it('with no places it centres on the map centre', () => {
    const view = fallbackView([], DAR, 9);
    expect(centreOf(view).lat).toBeCloseTo(DAR.lat, 6);
    expect(centreOf(view).lng).toBeCloseTo(DAR.lng, 6);
  });

  it('a tap on the plot finds the point drawn there', () => {
    const view = fallbackView(sites, DAR, 9);
    const { x, y } = project(DODOMA, view, PLOT.width, PLOT.height, PLOT.padding);
    const back = unproject(x, y, view);
    expect(back.lat).toBeCloseTo(DODOMA.lat, 9);
    expect(back.lng).toBeCloseTo(DODOMA.lng, 9);
  });
});

describe('moving the pin by keyboard', () => {
  it('an arrow moves it 0.1°, with Shift 1°, north up', () => {
    expect(movedBy(DAR, 'ArrowUp', false)).toEqual({ lat: -6.71281, lng: 39.273933 });
    expect(movedBy(DAR, 'ArrowDown', false)).toEqual({ lat: -6.91281, lng: 39.273933 });
    expect(movedBy(DAR, 'ArrowLeft', true)).toEqual({ lat: -6.81281, lng: 38.273933 });
    expect(movedBy(DAR, 'ArrowRight', true)).toEqual({ lat: -6.81281, lng: 40.273933 });
  });

  it('other keys do not move it', () => {
    expect(movedBy(DAR, 'Enter', false)).toBeUndefined();
    expect(movedBy(DAR, 'a', true)).toBeUndefined();
  });
});
