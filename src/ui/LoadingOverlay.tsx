import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';
import { Spinner } from './Spinner.tsx';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** The global loading flag; nothing renders while it is off. */
  visible: boolean;
}

/**
 * The full-screen overlay of UI-2: logo, title and two lines, texts from the
 * `loader-translation` package (wait, holdOn, loadingMessage) with the spec's defaults.
 * Announced politely as a status; the layout sets aria-busy on main while it shows.
 */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const { t } = useTranslation('loader-translation');
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div>
        <span className="loading-overlay__logo">
          <Logo size={56} />
        </span>
        <p className="loading-overlay__title">{t('wait', 'Please wait ...')}</p>
        <p>{t('holdOn', 'Hold on!')}</p>
        <p>{t('loadingMessage', 'We are loading the page for you')}</p>
        <Spinner decorative />
      </div>
    </div>
  );
}
