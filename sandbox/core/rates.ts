/**
 * The sandbox's exchange rates (transaction/get/exchange/rate, PAY-7): units of `to` per one unit
 * of `from`. The same table sets the USD and CDF bounds of typed amounts (core/price.ts), so a
 * bound in USD or CDF is the TZS bound at the rate the portal is shown.
 */
export const RATES: Record<string, number> = {
  'USD>CDF': 2850,
  'CDF>USD': 1 / 2850,
  'USD>TZS': 2600,
  'TZS>USD': 1 / 2600,
};

/** TZS per one unit of `currency` (TZS, USD or CDF). */
export function tzsPer(currency: string): number {
  if (currency === 'TZS') return 1;
  const usd = RATES['USD>TZS'] as number;
  return currency === 'USD' ? usd : usd / (RATES['USD>CDF'] as number);
}
