import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { MessageScreen } from '../ui/MessageScreen.tsx';
import { isChunkLoadError } from './lazyWithTimeout.ts';
import { useRouteError } from './RouteBoundary.tsx';
import { PATHS } from '../routes/paths.ts';
import { useGenericText } from '../content/useGenericText.ts';

/**
 * The router's error screen. A chunk that failed to load gets 'Loading chunk failed' and a Retry
 * that reloads the page (a failed screen load is remembered for the page's life, and a reload also picks up a
 * newer deployment); anything else reads 'Unexpected Application Error!' with a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('orp-translation');
  const { generic } = useGenericText('orp-translation');
  if (isChunkLoadError(error)) {
    return (
      <MessageScreen
        titleId="route-error-title"
        title={t('errors.chunk', 'Loading chunk failed')}
        paragraphs={[
          t(
            'errors.chunkHelp',
            'Part of the page could not be loaded. Check your connection and try again.',
          ),
        ]}
        action={
          <Button onClick={() => window.location.reload()}>{t('buttons.retry', 'Retry')}</Button>
        }
      />
    );
  }
  if (error) console.error(error);
  return (
    <MessageScreen
      titleId="route-error-title"
      title={t('errors.unexpected', 'Unexpected Application Error!')}
      paragraphs={[generic]}
      link={{ to: PATHS.home, label: t('buttons.goHome', 'Go to home page'), reloadDocument: true }}
    />
  );
}
