/**
 * Formats an amount for display, e.g. `formatMoney(500, 'TZS', 'EN')` -> "TZS 500".
 * Whole amounts show no decimals; fractions show up to two. SW uses the Swahili (Tanzania)
 * locale; any other language code uses English (Tanzania). An unknown currency code falls back
 * to "CODE amount" instead of throwing.
 */
export function formatMoney(amount: number, currency = 'TZS', lang = 'EN'): string {
  const locale = lang.toUpperCase() === 'SW' ? 'sw-TZ' : 'en-TZ';
  const digits = {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  };
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...digits,
    }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat(locale, digits).format(amount)}`;
  }
}
