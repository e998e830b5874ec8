import { describe, expect, it } from 'vitest';
import type { BalanceItem } from '../../api/wire.ts';
import { formatBalance, groupBalances, UNLIMITED_BALANCE } from './balances.ts';

const item = (
  serviceType: 'DATA' | 'AIRTIME',
  balanceType: string,
  balance: number,
  unitType: string,
): BalanceItem => ({
  balanceDescription: `${serviceType} ${balanceType}`,
  balanceType,
  balance,
  unitType,
  expireTime: '2026-04-01T00:00:00Z',
  serviceType,
});

describe('active-bundle balances', () => {
  it('shows a dash for an unlimited balance, a number with its unit otherwise', () => {
    expect(formatBalance(item('DATA', 'UNLIMITED', 0, 'GB'), 'EN')).toBe(UNLIMITED_BALANCE);
    expect(formatBalance(item('DATA', 'DATA', 12.5, 'GB'), 'EN')).toBe('12.5 GB');
    expect(formatBalance(item('AIRTIME', 'AIRTIME', 50000, 'TZS'), 'EN')).toMatch(/^TZS\s50,000$/);
  });

  it('groups DATA before AIRTIME and leaves empty groups out', () => {
    const groups = groupBalances([
      item('AIRTIME', 'AIRTIME', 1, 'TZS'),
      item('DATA', 'DATA', 1, 'GB'),
    ]);
    expect(groups.map((g) => g.group)).toEqual(['DATA', 'AIRTIME']);
    expect(groupBalances([item('AIRTIME', 'AIRTIME', 1, 'TZS')]).map((g) => g.group)).toEqual([
      'AIRTIME',
    ]);
  });
});
