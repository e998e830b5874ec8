import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sitesFile from '../../../schemas/cms/en/fetch-sites-data-5g.json' with { type: 'json' };
import {
  availableTechnologies,
  fiveGCircles,
  isSitesPackage,
  offers,
  siteMarkers,
  sitesWith,
  TECHNOLOGIES,
  type CoverageSite,
} from './coverage.ts';

const site = (title: string, flags: [boolean, boolean, boolean, boolean]): CoverageSite => ({
  title,
  latitude: -6.8,
  longitude: 39.2,
  technology: {
    _2Gservice: flags[0],
    _3Gservice: flags[1],
    _4Gservice: flags[2],
    _5Gservice: flags[3],
  },
});

describe('coverage sites', () => {
  it('accepts the published package', () => {
    expect(isSitesPackage(sitesFile)).toBe(true);
    expect(isSitesPackage({ sites: [{ title: 'x' }] })).toBe(false);
  });

  // MAP-9
  it('offers radios only for technologies some site has', () => {
    expect(
      availableTechnologies([
        site('a', [true, true, false, false]),
        site('b', [true, false, false, false]),
      ]),
    ).toEqual(['2G', '3G']);
    expect(availableTechnologies([])).toEqual([]);
  });

  it('reads string flags too', () => {
    expect(
      offers({ title: 'a', latitude: 0, longitude: 0, technology: { _5Gservice: 'true' } }, '5G'),
    ).toBe(true);
    expect(
      offers({ title: 'a', latitude: 0, longitude: 0, technology: { _5Gservice: 'false' } }, '5G'),
    ).toBe(false);
  });

  // MAP-10
  it('filters to exactly the sites with the chosen technology; none chosen keeps all', () => {
    const flags = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean());
    fc.assert(
      fc.property(
        fc.array(flags, { maxLength: 20 }),
        fc.constantFrom(...TECHNOLOGIES),
        (all, tech) => {
          const sites = all.map((f, i) => site(`s${i}`, f));
          const chosen = sitesWith(sites, tech);
          expect(chosen.every((s) => offers(s, tech))).toBe(true);
          expect(chosen).toHaveLength(sites.filter((s) => offers(s, tech)).length);
          expect(sitesWith(sites, null)).toHaveLength(sites.length);
          expect(availableTechnologies(sites).includes(tech)).toBe(chosen.length > 0);
        },
      ),
    );
  });

  // MAP-11
  it('gives 5G sites the special marker and a 300 m circle', () => {
    const sites = [site('five', [true, true, true, true]), site('four', [true, true, true, false])];
    expect(siteMarkers(sites).map((m) => m.kind)).toEqual(['special', 'default']);
    expect(fiveGCircles(sites)).toEqual([
      { id: '0-five', center: { lat: -6.8, lng: 39.2 }, radiusMetres: 300 },
    ]);
  });
});
