/** Active bundles of the broadband line 714000001. */
import type { BalanceItem } from '../../src/api/wire.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function broadbandBalances(airtime: number): BalanceItem[] {
  return [
    {
      balanceDescription: 'Router Data 60GB Mwezi',
      balanceType: 'DATA',
      balance: 12.5,
      unitType: 'GB',
      expireTime: inDays(12),
      serviceType: 'DATA',
    },
    {
      balanceDescription: 'Router Unlimited Night',
      balanceType: 'UNLIMITED',
      balance: 0,
      unitType: 'GB',
      expireTime: inDays(20),
      serviceType: 'DATA',
    },
    airtimeItem(airtime),
  ];
}

export function airtimeItem(airtime: number): BalanceItem {
  return {
    balanceDescription: 'Main Account',
    balanceType: 'AIRTIME',
    balance: airtime,
    unitType: 'TZS',
    expireTime: inDays(365),
    serviceType: 'AIRTIME',
  };
}
