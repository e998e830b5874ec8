import { useTranslation } from 'react-i18next';

/**
 * The 'no results' block: an illustration, 'No matching result' and 'try again' (said by the
 * locator's announcement, A11Y-3, so not a status region of its own).
 */
export function NoResults() {
  const { t } = useTranslation('storeLocator-translation');
  return (
    <div className="shop-none">
      <svg
        className="shop-none__art"
        width="96"
        height="96"
        viewBox="0 0 96 96"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="40" cy="40" r="26" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M59 59 L84 84" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
        <path
          d="M30 32 L50 48 M50 32 L30 48"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <p className="shop-none__title">{t('noMatchingResult', 'No matching result')}</p>
      <p>{t('tryAgain', 'Please try again with another location.')}</p>
    </div>
  );
}
