/**
 * How an amount with its unit reads in the chosen language: 'Validity: 30 Days' in English,
 * 'Siku 30' in Swahili, where the unit comes before the number ('GB 5', 'Siku 1'). The patterns
 * are texts of the default translation package (orp-translation, keys units.*), so an editor can
 * change them; the English defaults here show until the package is in.
 */

/** The part of i18next's `t` these helpers use. */
export type UnitTranslate = (key: string, options: Record<string, unknown>) => string;

/** Validity units with their own (plural-aware) wording; others are shown as the server sends them. */
const VALIDITY_UNITS = {
  hour: ['Hour', 'Hours'],
  day: ['Day', 'Days'],
  week: ['Week', 'Weeks'],
  month: ['Month', 'Months'],
} as const;
type ValidityUnit = keyof typeof VALIDITY_UNITS;

/** 'Day', 'Days', 'days ' -> 'day'; undefined for a unit without a wording of its own. */
export function validityUnitKey(unit: string): ValidityUnit | undefined {
  const singular = unit.trim().toLowerCase().replace(/s$/, '');
  return singular in VALIDITY_UNITS ? (singular as ValidityUnit) : undefined;
}

/**
 * '1 Day', '30 Days' / 'Siku 1', 'Siku 30'; `unlimited` for validity -1 (REC-12, REC-14); '' when
 * the server sent no usable number. The server's unit word ('Day' or 'Days') is not trusted for
 * the plural: the number decides.
 */
export function validityText(
  t: UnitTranslate,
  validity: number | string | undefined,
  unit: string | undefined,
  unlimited: string,
): string {
  const count = Number(validity);
  if (validity === undefined || validity === '' || !Number.isFinite(count)) return '';
  if (count === -1) return unlimited;
  const key = validityUnitKey(unit ?? '');
  if (!key) {
    const shown = (unit ?? '').trim();
    if (!shown) return String(count);
    return t('units.anyUnit', { defaultValue: '{{count}} {{unit}}', count, unit: shown });
  }
  const [one, other] = VALIDITY_UNITS[key];
  return t(`units.${key}`, {
    defaultValue: `{{count}} ${count === 1 ? one : other}`,
    count,
  });
}

/** '5 GB' / 'GB 5'; `unlimited` for an unlimited allowance; '' when there is none. */
export function quantityText(
  t: UnitTranslate,
  amount: string | number | undefined,
  unit: string | undefined,
  unlimited: string,
): string {
  const shown = String(amount ?? '').trim();
  if (!shown) return '';
  if (/^unlimited$/i.test(shown)) return unlimited;
  const unitShown = (unit ?? '').trim();
  if (!unitShown) return shown;
  return t('units.quantity', {
    defaultValue: '{{amount}} {{unit}}',
    amount: shown,
    unit: unitShown,
  });
}

/** Both helpers bound to one `t`: what a screen gets from useUnitTexts. */
export interface UnitTexts {
  validity: (
    validity: number | string | undefined,
    unit: string | undefined,
    unlimited: string,
  ) => string;
  quantity: (
    amount: string | number | undefined,
    unit: string | undefined,
    unlimited: string,
  ) => string;
}

export const makeUnitTexts = (t: UnitTranslate): UnitTexts => ({
  validity: (validity, unit, unlimited) => validityText(t, validity, unit, unlimited),
  quantity: (amount, unit, unlimited) => quantityText(t, amount, unit, unlimited),
});
