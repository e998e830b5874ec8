import { describe, expect, it } from 'vitest';
import { pageName } from './pageName.ts';

describe('page tracking name', () => {
  it.each([
    ['/', 'tz_cwaaa_home'],
    ['', 'tz_cwaaa_home'],
    ['/prepaid-recharge', 'tz_cwaaa_prepaid_recharge'],
    ['/orp/fixed-internet', 'tz_cwaaa_fixed_internet'],
    ['/payment/start/twiga-money', 'tz_cwaaa_twiga_money'],
    ['/storeLocator', 'tz_cwaaa_storelocator'],
    ['/payment/status/?id=T1', 'tz_cwaaa_status'],
    ['/data-bundle#top', 'tz_cwaaa_data_bundle'],
  ])('%s -> %s', (path, expected) => {
    expect(pageName(path)).toBe(expected);
  });

  // ROUTE-16
  it('uses the configured country and channel tag', () => {
    expect(pageName('/gethelp', { opco: 'KE', channelTag: 'WEB' })).toBe('ke_web_gethelp');
  });
});
