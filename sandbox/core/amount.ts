/**
 * What an amount of money may be, as the operator's payment service would check it (issue 13,
 * item 1): a JSON number, finite, in whole shillings for TZS (the portal has no cents: amounts
 * are digits only and a bill with cents is rounded up, REC-15, BILL-5), in cents at most for the
 * dual-currency USD and CDF. A typed amount (a recharge, a postpaid bill) also keeps the portal
 * config's bounds in whichever currency it is paid (issue 30 item 1): in USD and CDF the TZS
 * bounds at the sandbox's exchange rate (core/rates.ts), the minimum rounded up and the maximum
 * rounded down to the cent, so no currency lets through what TZS refuses. Priced payments
 * (bundles, plans, invoices) are held to the operator's price instead (core/price.ts).
 * docs/sandbox.md states the rules; docs/decisions.md says why.
 */
import type { PortalConfig } from '../../src/api/wire.ts';
import { tzsPer } from './rates.ts';

export const CURRENCIES = ['TZS', 'USD', 'CDF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Bounds in TZS. */
export interface Bounds {
  min: number;
  max: number;
}

export type AmountCheck =
  { ok: true; amount: number; currency: Currency } | { ok: false; message: string };

const refuse = (message: string): AmountCheck => ({ ok: false, message });

/** The TZS bounds of a typed amount: preMinAmnt..preMaxAmnt, or postMinAmnt..postMaxAmnt. */
export function typedBounds(config: PortalConfig, transactionType: string): Bounds {
  return transactionType === 'PREPAID_RECHARGE'
    ? { min: config.preMinAmnt, max: config.preMaxAmnt }
    : { min: config.postMinAmnt, max: config.postMaxAmnt };
}

/** Checks `value` as an amount in `currency` ('' means TZS): its form, no bounds. */
export function checkAmount(value: unknown, currency: string): AmountCheck {
  const code = currency || 'TZS';
  if (!(CURRENCIES as readonly string[]).includes(code))
    return refuse(`Unsupported currency ${code} (TZS, USD or CDF)`);
  if (typeof value !== 'number' || !Number.isFinite(value))
    return refuse('Invalid amount: a number is required');
  if (value <= 0) return refuse('Invalid amount: it must be more than 0');
  if (code !== 'TZS') {
    const cents = value * 100;
    return Math.abs(cents - Math.round(cents)) < 1e-6 && Number.isSafeInteger(Math.round(cents))
      ? { ok: true, amount: value, currency: code as Currency }
      : refuse(`Invalid amount: ${code} amounts have at most 2 decimals`);
  }
  if (!Number.isInteger(value)) return refuse('Invalid amount: TZS amounts are whole shillings');
  return { ok: true, amount: value, currency: 'TZS' };
}

/** `tzs` bounds in `currency`: the minimum up, the maximum down, to the unit (TZS) or the cent. */
export function boundsIn(tzs: Bounds, currency: Currency): Bounds {
  if (currency === 'TZS') return tzs;
  const rate = tzsPer(currency);
  // The small epsilon keeps an exact cent from being pushed to the next one by float error.
  return {
    min: Math.ceil((tzs.min / rate) * 100 - 1e-6) / 100,
    max: Math.floor((tzs.max / rate) * 100 + 1e-6) / 100,
  };
}

/** A typed amount (already {@link checkAmount}ed) against the TZS `bounds`, in its currency. */
export function checkBounds(amount: number, currency: Currency, tzs: Bounds): string | undefined {
  const { min, max } = boundsIn(tzs, currency);
  if (amount < min) return `Minimum amount should be ${currency} ${min}`;
  if (amount > max) return `Maximum amount should be ${currency} ${max}`;
  return undefined;
}
