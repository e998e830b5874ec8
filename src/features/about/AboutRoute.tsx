import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The About page; also what any unknown path shows (spec section 2). Texts from orp-translation. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  return (
    <section className="message-screen" aria-labelledby="about-title">
      <h1 id="about-title">{t('about.heading', 'About Twiga')}</h1>
      <p>
        {t(
          'about.intro',
          'Twiga is your mobile network in Tanzania. This portal lets you recharge, pay bills and buy bundles without logging in.',
        )}
      </p>
      <p>
        {t(
          'about.services',
          'Recharge prepaid lines, pay postpaid and fixed-internet bills, buy data bundles, get help and find a shop near you.',
        )}
      </p>
      <Link className="btn btn--primary" to="/">
        {t('buttons.goHome', 'Go to home page')}
      </Link>
    </section>
  );
}

export default Component;
