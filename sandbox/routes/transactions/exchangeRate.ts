/** Exchange rate: data{fromCurrency:'USD', toCurrency:'CDF', amount} -> result{convertedAmount, rate, fromCurrency, toCurrency}. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { fail, ok } from '../../core/reply.ts';
import { num, text, type ApiRoute } from '../../core/route.ts';

/** Units of `to` per one unit of `from`. */
const RATES: Record<string, number> = {
  'USD>CDF': 2850,
  'CDF>USD': 1 / 2850,
  'USD>TZS': 2600,
  'TZS>USD': 1 / 2600,
};

export const exchangeRate: ApiRoute = {
  endpoint: endpoints.exchangeRate,
  handle({ data }) {
    const from = text(data.fromCurrency).toUpperCase() || 'USD';
    const to = text(data.toCurrency).toUpperCase() || 'CDF';
    const amount = num(data.amount);
    const rate = RATES[`${from}>${to}`];
    if (rate === undefined) return fail('400', `No rate for ${from} to ${to}`);
    if (!(amount >= 0)) return fail('400', 'Invalid amount');
    return ok({
      convertedAmount: Math.round(amount * rate * 100) / 100,
      rate,
      fromCurrency: from,
      toCurrency: to,
    });
  },
};
