import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '../content/language.ts';
import { useLanguage } from '../content/useCmsPackage.ts';
import type { LanguageOption } from './siteConfig.ts';
import { StaticShellContext } from '../ui/staticShell.ts';

/** The languages the portal ships, used when the header package offers none. */
export const DEFAULT_LANGUAGES: LanguageOption[] = [
  { code: 'EN', label: 'English' },
  { code: 'SW', label: 'Kiswahili' },
];

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  languages?: LanguageOption[];
}

/**
 * EN / SW toggle buttons. Setting the language makes src/content reload every package and
 * i18next change language, so the whole page re-renders in the chosen language.
 */
export function LanguageSwitch({ languages = DEFAULT_LANGUAGES }: LanguageSwitchProps) {
  const { t } = useTranslation('orp-translation');
  const current = useLanguage().toUpperCase();
  const isStatic = useContext(StaticShellContext);
  const { pathname } = useLocation();
  return (
    <div className="lang-switch" role="group" aria-label={t('nav.language', 'Language')}>
      {languages.map((option) =>
        isStatic ? (
          // Prerendered: the page of this address in that language, no code needed.
          <a
            key={option.code}
            href={`/${option.code.toLowerCase()}${pathname === '/' ? '' : pathname}`}
            lang={option.code.toLowerCase()}
            aria-current={current === option.code.toUpperCase() ? 'true' : undefined}
          >
            <span aria-hidden="true">{option.code.toUpperCase()}</span>
            <span className="visually-hidden">{option.label}</span>
          </a>
        ) : (
          <button
            key={option.code}
            type="button"
            lang={option.code.toLowerCase()}
            aria-pressed={current === option.code.toUpperCase()}
            onClick={() => setLanguage(option.code.toUpperCase())}
          >
            <span aria-hidden="true">{option.code.toUpperCase()}</span>
            <span className="visually-hidden">{option.label}</span>
          </button>
        ),
      )}
    </div>
  );
}
