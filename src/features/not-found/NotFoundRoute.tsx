import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The /page-not-found page. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  return (
    <section className="message-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.heading', 'Page not found')}</h1>
      <p>{t('notFound.body', 'The page you are looking for does not exist or has moved.')}</p>
      <Link className="btn btn--primary" to="/">
        {t('buttons.goHome', 'Go to home page')}
      </Link>
    </section>
  );
}

export default Component;
