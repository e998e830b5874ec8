/**
 * Formats an amount for display, e.g. `formatMoney(500, 'TZS', 'EN')` -> "TZS 500".
 * Whole amounts show no decimals; fractions show up to two. SW uses the Swahili (Tanzania)
 * locale; any other language code uses English (Tanzania). An unknown currency code falls back
 * to "CODE amount" instead of throwing.
 *
 * Formatters are made once per locale, currency and kind of amount: building an
 * Intl.NumberFormat costs far more than using one (the first loads locale data), and a bundle
 * list formats dozens of prices per render (speed issue, item 7).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let known = formatters.get(key);
  if (!known) formatters.set(key, (known = new Intl.NumberFormat(locale, options)));
  return known;
}

export function formatMoney(amount: number, currency = 'TZS', lang = 'EN'): string {
  const locale = lang.toUpperCase() === 'SW' ? 'sw-TZ' : 'en-TZ';
  const digits = {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  };
  try {
    return formatter(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...digits,
    }).format(amount);
  } catch {
    return `${currency} ${formatter(locale, digits).format(amount)}`;
  }
}
