import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../app/routeMatches.ts';
import { PATHS } from '../../routes/paths.ts';

/** The "coming soon" screen of routes whose feature is not built yet; titled after its route. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  const handle = useRouteHandle();
  return (
    <section className="placeholder-screen" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">
        {handle ? t(handle.titleKey, handle.title) : t('placeholder.title', 'Coming soon')}
      </h1>
      <p>{t('placeholder.body', 'This page is coming soon.')}</p>
      <Link to={PATHS.home}>{t('buttons.goHome', 'Go to home page')}</Link>
    </section>
  );
}

export default Component;
