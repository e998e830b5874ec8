import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../schemas/cms/en/validation-translation.json' with { type: 'json' };
import sw from '../../../schemas/cms/sw/validation-translation.json' with { type: 'json' };
import { VALIDATION_NAMESPACE } from '../messages.ts';

/** A fresh i18next instance with the EN (and SW) validation texts, for tests and stories. */
export function createTestI18n(language: 'en' | 'sw' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [VALIDATION_NAMESPACE],
    defaultNS: VALIDATION_NAMESPACE,
    resources: { en: { [VALIDATION_NAMESPACE]: en }, sw: { [VALIDATION_NAMESPACE]: sw } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
