/** Exchange rate: data{fromCurrency:'USD', toCurrency:'CDF', amount} -> result{convertedAmount, rate, fromCurrency, toCurrency}. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { fail, ok } from '../../core/reply.ts';
import { checkAmount } from '../../core/amount.ts';
import { RATES } from '../../core/rates.ts';
import { text, type ApiRoute } from '../../core/route.ts';

export const exchangeRate: ApiRoute = {
  endpoint: endpoints.exchangeRate,
  handle({ data }) {
    const from = text(data.fromCurrency).toUpperCase() || 'USD';
    const to = text(data.toCurrency).toUpperCase() || 'CDF';
    const rate = RATES[`${from}>${to}`];
    if (rate === undefined) return fail('400', `No rate for ${from} to ${to}`);
    // A conversion moves no money: the amount's shape is checked, no payment bounds apply.
    const amount = checkAmount(data.amount, from);
    if (!amount.ok) return fail('400', amount.message);
    return ok({
      convertedAmount: Math.round(amount.amount * rate * 100) / 100,
      rate,
      fromCurrency: from,
      toCurrency: to,
    });
  },
};
