/**
 * The operator decides the price (issue 30 item 1). A bundle is charged its catalogue price, a
 * home-broadband plan its plan price (the lead's own plan when the payment names a lead), a
 * fixed-internet invoice its outstanding amount, each in its own currency (a dual-currency
 * product also in USD, amount / 100 as PAY-6 reads it, and in that USD's CDF at the exchange
 * rate). Only a recharge and a postpaid bill are typed amounts, held to the config's bounds
 * (core/amount.ts). Transaction types are those the spec names, matched exactly.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Bundle } from '../../src/api/wire.ts';
import { type Currency } from './amount.ts';
import { RATES } from './rates.ts';
import { text } from './route.ts';
import {
  DUAL_CURRENCY_PRODUCTS,
  dualCurrencyBundles,
  hbbBundles,
  postpaidBundles,
  prepaidBundles,
  routerBundles,
} from '../seed/bundles.ts';
import { INVOICE_ACCOUNT, openInvoicesOf } from '../seed/invoices.ts';

/** The bundle, amount and lead transaction types the spec lists and the portal initiates. */
export const TYPED_TYPES = ['PREPAID_RECHARGE', 'POSTPAID_BILL'] as const;
export const BUNDLE_TYPES = ['PREPAID_BUNDLES', 'POSTPAID_BUNDLES'] as const;
export const LEAD_TYPES = ['HBB_LEADS', 'HBB_AIRTIME'] as const;
const KNOWN_TYPES: readonly string[] = [...TYPED_TYPES, ...BUNDLE_TYPES, ...LEAD_TYPES];

/** Fixed-internet account number (BILL-7): P or E, twice, then 10 digits. */
export const ACCOUNT_NUMBER = /^[PE]{2}\d{10}$/;

/** What an initiation must pay: a typed amount, a fixed price per currency, or a refusal. */
export type Price =
  | { kind: 'typed' }
  | { kind: 'fixed'; prices: Partial<Record<Currency, number>> }
  | { kind: 'refused'; message: string };

const refused = (message: string): Price => ({ kind: 'refused', message });

/** Bundles a bundle payment may buy: every mobile and router catalogue (not the HBB plans). */
const catalogue: Bundle[] = [
  ...prepaidBundles,
  ...dualCurrencyBundles,
  ...postpaidBundles,
  ...routerBundles,
];

const cents = (value: number) => Math.round(value * 100) / 100;

function productPrices(bundle: Bundle): Price {
  const tzs = Number(bundle.amount);
  if (!DUAL_CURRENCY_PRODUCTS.includes(bundle.productCode))
    return { kind: 'fixed', prices: { TZS: tzs } };
  const usd = tzs / 100;
  return {
    kind: 'fixed',
    prices: { TZS: tzs, USD: usd, CDF: cents(usd * (RATES['USD>CDF'] as number)) },
  };
}

/** The plan code of a stored lead, '' when the id names no lead (or one without a plan). */
export function leadPlan(db: DatabaseSync, leadId: string): string | undefined {
  const row = db.prepare('SELECT payload FROM leads WHERE id = ?').get(leadId) as
    { payload: string } | undefined;
  if (!row) return undefined;
  const plan = (JSON.parse(row.payload) as { plan?: { code?: unknown } }).plan;
  return text(plan?.code);
}

function leadPrice(db: DatabaseSync, data: Record<string, unknown>): Price {
  const leadId = text(data.accountId);
  let code = text(data.productCode);
  if (leadId) {
    const plan = leadPlan(db, leadId);
    if (plan === undefined) return refused('Unknown lead id');
    if (code && plan && code !== plan) return refused("productCode is not the lead's plan");
    code ||= plan;
  }
  if (!code) return refused('Missing field productCode');
  const plan = hbbBundles.find((bundle) => bundle.productCode === code);
  return plan ? productPrices(plan) : refused('Unknown product code');
}

function invoicePrice(data: Record<string, unknown>): Price {
  const account = text(data.accountId);
  if (!ACCOUNT_NUMBER.test(account)) return refused('Invalid Account Number');
  const invoices = account === INVOICE_ACCOUNT.accountNo ? openInvoicesOf(account) : [];
  const invoice = invoices.find((one) => one.invoiceNo === text(data.invoiceNumber));
  if (!invoice) return refused('Unknown invoice number for this account');
  return { kind: 'fixed', prices: { [invoice.currency]: Math.ceil(invoice.outstandingAmount) } };
}

/** The operator's price of the payment an initiation's `data` describes. */
export function operatorPrice(db: DatabaseSync, data: Record<string, unknown>): Price {
  const type = text(data.transactionType);
  if (!KNOWN_TYPES.includes(type)) return refused('Unknown transaction type');
  const invoiceNumber = text(data.invoiceNumber);
  if (invoiceNumber && type !== 'POSTPAID_BILL')
    return refused('An invoice number goes with a POSTPAID_BILL payment only');
  if ((LEAD_TYPES as readonly string[]).includes(type)) return leadPrice(db, data);
  if (invoiceNumber) return invoicePrice(data);
  // Only a lead or an invoice payment names an account; anything else would be unchecked text.
  if (text(data.accountId)) return refused('An account id goes with an invoice or a lead only');
  if ((TYPED_TYPES as readonly string[]).includes(type)) return { kind: 'typed' };
  const code = text(data.productCode);
  if (!code) return refused('Missing field productCode');
  const bundle = catalogue.find((one) => one.productCode === code);
  return bundle ? productPrices(bundle) : refused('Unknown product code');
}

/** Why `amount` in `currency` is not the fixed price, or undefined when it is. */
export function notThePrice(
  prices: Partial<Record<Currency, number>>,
  amount: number,
  currency: Currency,
): string | undefined {
  const price = prices[currency];
  if (price === undefined)
    return `This product is priced in ${Object.keys(prices).join(' or ')}, not ${currency}`;
  return amount === price ? undefined : `Amount must be the price: ${currency} ${price}`;
}
