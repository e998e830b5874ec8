/**
 * i18next set-up: English and Swahili from the CMS translation packages, no fallback language
 * (each `t(key, default)` carries the spec's English default), no Suspense so screens render
 * their defaults while packages load. Follows the language state of language.ts.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createCmsBackend } from './i18nBackend.ts';
import { i18nLanguage, subscribeLanguage } from './language.ts';

/** Translation namespaces (CMS package names) the portal uses. */
export const TRANSLATION_NAMESPACES = [
  'orp-translation',
  'loader-translation',
  'recharge-translation',
  'validation-translation',
  'payment-translation',
  'footer-translation',
  'lead-status-translation',
  'faq-translation',
  'getHelp-translation',
  'question-translation',
  'search-translation',
  'storeLocator-translation',
  'network-translation',
  'offline-translation',
  'otp-translation',
] as const;

/** Namespace used when a screen names none. */
export const DEFAULT_NAMESPACE = 'orp-translation';

let instance: i18n | undefined;

/** Options shared by the real instance and the test instance. */
export const baseI18nOptions = {
  supportedLngs: ['en', 'sw'],
  fallbackLng: false,
  defaultNS: DEFAULT_NAMESPACE,
  returnEmptyString: false,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
} as const;

/**
 * Creates (once) and starts the portal's i18next instance; returns it at once, its translations
 * arrive in the background. `namespaces` (the first screen's) load together with the default
 * ones. A language switch (setLanguage) calls changeLanguage.
 */
export function initI18n(namespaces: readonly string[] = []): i18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  instance = created;
  void created
    .use(createCmsBackend())
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      lng: i18nLanguage(),
      // offline-translation with the first ones: the layout's offline banner (OFF-5) needs it,
      // and it must be in the cache before the connection drops.
      ns: [
        ...new Set([DEFAULT_NAMESPACE, 'loader-translation', 'offline-translation', ...namespaces]),
      ],
    });
  subscribeLanguage((language) => {
    void created.changeLanguage(i18nLanguage(language));
  });
  return created;
}
