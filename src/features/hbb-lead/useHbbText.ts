import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeText } from '../../content/useOutcomeText.ts';

/** i18next namespace (CMS package) of the lead page. */
export const HBB_NAMESPACE = 'hbb-translation';

type Vars = Record<string, string | number>;

/**
 * The page's texts: `text(key, fallback, vars)` with the spec's English as fallback, and
 * `errorText(error)` for a machine error (worded by src/content/outcomeText.ts, context `lead`).
 */
export function useHbbText() {
  const { t, i18n } = useTranslation(HBB_NAMESPACE);
  const text = useCallback(
    (key: string, fallback: string, vars: Vars = {}) => t(key, { defaultValue: fallback, ...vars }),
    [t],
  );
  const errorText = useOutcomeText('lead');
  return { text, errorText, language: i18n?.language === 'sw' ? 'SW' : 'EN' };
}
