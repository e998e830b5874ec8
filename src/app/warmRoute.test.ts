/** Speed issue (10), item 3: what the first screen reads is known from the route, all of it. */
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes.tsx';
import { contentNeeds } from './warmRoute.ts';

const needsOf = (pathname: string) => {
  const needs = contentNeeds(createRoutes({ brand: 'twiga' }), pathname);
  return {
    packages: needs.flatMap((need) => need.packages ?? []),
    namespaces: needs.flatMap((need) => need.namespaces ?? []),
    portalConfig: needs.some((need) => need.portalConfig),
  };
};

describe('content needs of a route', () => {
  it('the recharge page: header, footer, its form package, its texts and the portal config', () => {
    const needs = needsOf('/prepaid-recharge');
    expect(needs.packages).toEqual(
      expect.arrayContaining([
        'website-headers-config',
        'website-footer-config',
        'form-prepaid-recharge',
      ]),
    );
    expect(needs.namespaces).toEqual(
      expect.arrayContaining([
        'orp-translation',
        'footer-translation',
        'recharge-translation',
        'validation-translation',
      ]),
    );
    expect(needs.portalConfig).toBe(true);
  });

  it('the home page: the layout and website-homepage-config, no portal config', () => {
    const needs = needsOf('/');
    expect(needs.packages).toContain('website-homepage-config');
    expect(needs.portalConfig).toBe(false);
  });

  it('an unknown path still warms the layout', () => {
    expect(needsOf('/no-such-page').packages).toEqual([
      'website-headers-config',
      'website-footer-config',
    ]);
  });
});
