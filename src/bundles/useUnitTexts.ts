import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE } from '../content/i18n.ts';
import { makeUnitTexts, type UnitTexts } from './units.ts';

/**
 * The unit patterns of the chosen language (orp-translation, always loaded), bound for a screen:
 * `validity(30, 'Days', unlimited)` is '30 Days' or 'Siku 30', `quantity('5', 'GB', unlimited)`
 * is '5 GB' or 'GB 5'.
 */
export function useUnitTexts(): UnitTexts {
  const { t } = useTranslation(DEFAULT_NAMESPACE);
  return useMemo(() => makeUnitTexts((key, options) => t(key, options)), [t]);
}
