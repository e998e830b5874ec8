/**
 * Pure helpers of the active-bundles popup: which balances are unlimited (shown as a dash), how a
 * balance reads, and the DATA / AIRTIME groups in that order.
 */
import type { BalanceItem } from '../../api/wire.ts';
import type { UnitTexts } from '../../bundles/units.ts';
import { formatMoney } from '../../ui/formatMoney.ts';

/** The groups of the popup, in the order they show. */
export const BALANCE_GROUPS = ['DATA', 'AIRTIME'] as const;
export type BalanceGroup = (typeof BALANCE_GROUPS)[number];

/** The dash an unlimited balance shows instead of a number. */
export const UNLIMITED_BALANCE = '-';

/** True for a balance the server marks unlimited (its number means nothing). */
export const isUnlimitedBalance = (item: Pick<BalanceItem, 'balanceType'>): boolean =>
  /unlimited/i.test(item.balanceType ?? '');

const localeOf = (language: string) => (language.toUpperCase() === 'SW' ? 'sw-TZ' : 'en-TZ');

/** '12.5 GB' ('GB 12.5' in Swahili), 'TZS 50,000', or '-' for an unlimited bundle. */
export function formatBalance(item: BalanceItem, language: string, units: UnitTexts): string {
  if (isUnlimitedBalance(item)) return UNLIMITED_BALANCE;
  const amount = Number(item.balance);
  if (!Number.isFinite(amount)) return String(item.balance ?? '');
  if (item.serviceType === 'AIRTIME' && /^[A-Z]{3}$/.test(item.unitType ?? ''))
    return formatMoney(amount, item.unitType, language);
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(
    amount,
  );
  return units.quantity(number, item.unitType, UNLIMITED_BALANCE);
}

/** An expiry stamp as a date in the chosen language; unreadable text is shown as sent. */
export function formatExpiry(value: string, language: string): string {
  const time = Date.parse(value ?? '');
  if (!Number.isFinite(time)) return value ?? '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(time);
}

/** The balances per group (DATA first, then AIRTIME); empty groups are left out. */
export function groupBalances(
  items: readonly BalanceItem[],
): { group: BalanceGroup; items: BalanceItem[] }[] {
  return BALANCE_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => (item.serviceType ?? '').toUpperCase() === group),
  })).filter((entry) => entry.items.length > 0);
}
