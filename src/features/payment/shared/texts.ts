/** Text helpers shared by the payment screens (namespace, number and label formatting). */
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../content/useCmsPackage.ts';

/** The i18next namespace (CMS package) of the payment pages, summary, status page and card form. */
export const PAYMENT_NS = 'payment-translation';

/** `t` of the payment namespace plus the portal language ('EN' / 'SW'). */
export function usePaymentTexts() {
  const { t } = useTranslation(PAYMENT_NS);
  const language = useLanguage();
  return { t, language };
}

/** One row of a payment details list: CMS key, English default, value (absent rows are left out). */
export type DetailRow = readonly [key: string, fallback: string, value: string | undefined];

/** The rows that have a value, as translated label and value pairs for DetailList. */
export function shownRows(
  rows: readonly DetailRow[],
  t: (key: string, fallback: string) => string,
): [string, string][] {
  return rows.flatMap(([key, fallback, value]) => (value ? [[t(key, fallback), value]] : []));
}

/** '712000001' or '255712000001' or '0712000001' -> '+255 712000001'. */
export function displayMsisdn(msisdn: string | undefined, countryCode = '255'): string {
  const digits = (msisdn ?? '').replace(/\D/g, '');
  const national =
    digits.startsWith(countryCode) && digits.length > 9
      ? digits.slice(countryCode.length)
      : digits.replace(/^0/, '');
  return national ? `+${countryCode} ${national}` : '';
}

/** PAY-17: underscores become spaces in transaction types and payment modes. */
export function spaced(value: string | undefined): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** The locale dates are written in for the portal language ('EN' or 'SW', any case). */
export function dateLocale(language: string): string {
  return language.toUpperCase() === 'SW' ? 'sw-TZ' : 'en-GB';
}

/** A date of the CMS/API ('2026-01-31' or ISO) in the reader's language; the raw text if unreadable. */
export function formatDate(value: string | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = dateLocale(language);
  // Dates without a time are UTC midnight: formatting in UTC keeps the day the server meant.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
