/** The one balance the balance check's tests answer with: a router's 12.5 GB of data. */
import type { BalanceItem } from '../balanceCheck.machine.ts';

export const routerData: BalanceItem = {
  balanceDescription: 'Router Data',
  balanceType: 'DATA',
  balance: 12.5,
  unitType: 'GB',
  expireTime: '2026-04-01',
  serviceType: 'DATA',
};
