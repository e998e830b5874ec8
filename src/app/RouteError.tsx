import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Button } from '../ui/Button.tsx';
import { isChunkLoadError } from './lazyWithTimeout.ts';

/**
 * The router's error screen. A chunk that failed to load gets 'Loading chunk failed' and a Retry
 * that reloads the page (React Router remembers a failed lazy load, and a reload also picks up a
 * newer deployment); anything else reads 'Unexpected Application Error!' with a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('orp-translation');
  if (isChunkLoadError(error)) {
    return (
      <section className="message-screen" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{t('errors.chunk', 'Loading chunk failed')}</h1>
        <p>
          {t(
            'errors.chunkHelp',
            'Part of the page could not be loaded. Check your connection and try again.',
          )}
        </p>
        <Button onClick={() => window.location.reload()}>{t('buttons.retry', 'Retry')}</Button>
      </section>
    );
  }
  if (error) console.error(error);
  return (
    <section className="message-screen" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('errors.unexpected', 'Unexpected Application Error!')}</h1>
      <p>{t('errors.generic', 'Something Went Wrong!')}</p>
      <Link className="btn btn--primary" to="/" reloadDocument>
        {t('buttons.goHome', 'Go to home page')}
      </Link>
    </section>
  );
}
