/**
 * What an amount of money may be, as the operator's payment service would check it (issue 13,
 * item 1): a JSON number, finite, in whole shillings for TZS (the portal has no cents: amounts
 * are digits only and a bill with cents is rounded up, REC-15, BILL-5), in cents at most for the
 * dual-currency USD and CDF, and within the portal config's bounds. docs/sandbox.md states the
 * rules; docs/decisions.md says why.
 */
import type { PortalConfig } from '../../src/api/wire.ts';

export const CURRENCIES = ['TZS', 'USD', 'CDF'] as const;

export interface Bounds {
  min: number;
  max: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

const refuse = (message: string): AmountCheck => ({ ok: false, message });

/**
 * The TZS bounds of an initiation. A typed amount has the spec's bounds (prepaid recharge:
 * preMinAmnt..preMaxAmnt, postpaid bill: postMinAmnt..postMaxAmnt); a catalogue price (bundles,
 * home-broadband plans) or an invoice the operator issued has no minimum of its own, so it only
 * has to stay under the largest configured maximum.
 */
export function initiationBounds(
  config: PortalConfig,
  transactionType: string,
  invoiceNumber: string,
): Bounds {
  if (transactionType === 'PREPAID_RECHARGE')
    return { min: config.preMinAmnt, max: config.preMaxAmnt };
  if (transactionType === 'POSTPAID_BILL' && !invoiceNumber)
    return { min: config.postMinAmnt, max: config.postMaxAmnt };
  return { min: 1, max: Math.max(config.preMaxAmnt, config.postMaxAmnt) };
}

/** Checks `value` as an amount in `currency` ('' means TZS); TZS amounts also against `bounds`. */
export function checkAmount(value: unknown, currency: string, bounds: Bounds): AmountCheck {
  const code = currency || 'TZS';
  if (!(CURRENCIES as readonly string[]).includes(code))
    return refuse(`Unsupported currency ${code} (TZS, USD or CDF)`);
  if (typeof value !== 'number' || !Number.isFinite(value))
    return refuse('Invalid amount: a number is required');
  if (value <= 0) return refuse('Invalid amount: it must be more than 0');
  if (code !== 'TZS') {
    const cents = value * 100;
    return Math.abs(cents - Math.round(cents)) < 1e-6 && Number.isSafeInteger(Math.round(cents))
      ? { ok: true, amount: value }
      : refuse(`Invalid amount: ${code} amounts have at most 2 decimals`);
  }
  if (!Number.isInteger(value)) return refuse('Invalid amount: TZS amounts are whole shillings');
  if (value < bounds.min) return refuse(`Minimum amount should be TZS ${bounds.min}`);
  if (value > bounds.max) return refuse(`Maximum amount should be TZS ${bounds.max}`);
  return { ok: true, amount: value };
}
