import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { HomeContent } from './HomeContent.tsx';
import { isHomeConfig } from './homeConfig.ts';
import { HomeSkeleton } from './HomeSkeleton.tsx';

/** The home page, from website-homepage-config; a placeholder while it loads. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  const home = useCmsPackage('website-homepage-config', isHomeConfig);
  if (home.status === 'loading') return <HomeSkeleton />;
  if (home.status === 'error') {
    return (
      <section className="message-screen" aria-labelledby="home-error-title">
        <h1 id="home-error-title">{t('errors.generic', 'Something Went Wrong!')}</h1>
        <p>
          {t(
            'home.unavailable',
            'The home page could not be loaded. You can still use the services below.',
          )}
        </p>
        <Link className="btn btn--primary" to="/prepaid-recharge">
          {t('nav.prepaidRecharge', 'Recharge')}
        </Link>
      </section>
    );
  }
  return <HomeContent config={home.data} />;
}

export default Component;
