import { describe, expect, it } from 'vitest';
import type { BalanceItem } from '../../api/wire.ts';
import enOrp from '../../../schemas/cms/en/orp-translation.json' with { type: 'json' };
import swOrp from '../../../schemas/cms/sw/orp-translation.json' with { type: 'json' };
import { makeUnitTexts } from '../../bundles/units.ts';
import { createTestI18n } from '../../content/testing/contentKit.ts';
import { formatBalance, groupBalances, UNLIMITED_BALANCE } from './balances.ts';

const unitsIn = (lng: 'en' | 'sw') => {
  const i18n = createTestI18n(
    { en: { 'orp-translation': enOrp }, sw: { 'orp-translation': swOrp } },
    lng,
  );
  return makeUnitTexts((key, options) => i18n.t(key, { ns: 'orp-translation', ...options }));
};
const en = unitsIn('en');
const sw = unitsIn('sw');

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
  // BB-2
  it('shows a dash for an unlimited balance, a number with its unit otherwise', () => {
    expect(formatBalance(item('DATA', 'UNLIMITED', 0, 'GB'), 'EN', en)).toBe(UNLIMITED_BALANCE);
    expect(formatBalance(item('DATA', 'DATA', 12.5, 'GB'), 'EN', en)).toBe('12.5 GB');
    expect(formatBalance(item('AIRTIME', 'AIRTIME', 50000, 'TZS'), 'EN', en)).toMatch(
      /^TZS\s50,000$/,
    );
  });

  it('puts the unit first in Swahili: GB 12.5', () => {
    expect(formatBalance(item('DATA', 'DATA', 12.5, 'GB'), 'SW', sw)).toBe('GB 12.5');
    expect(formatBalance(item('DATA', 'UNLIMITED', 0, 'GB'), 'SW', sw)).toBe(UNLIMITED_BALANCE);
  });

  // BB-3
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
