import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './brand-money.css';

/** Translations of the page: all of its content (CMS package brandMoney-translation). */
export const BRAND_MONEY_NS = 'brandMoney-translation';

const STEPS = [
  ['how.step1', 'Open the Twiga Money menu on your phone and choose Loans.'],
  ['how.step2', 'See the amount you can borrow today and choose how much you need.'],
  ['how.step3', 'Confirm with your Twiga Money PIN. The money arrives in your wallet at once.'],
] as const;

/**
 * /more-{brand}-money: the operator's mobile-money loans, a page of CMS text (spec section 2,
 * "mobile-money loans"), with the ways on: recharge, the help centre and the contact form.
 */
export function BrandMoneyPage() {
  const { t } = useTranslation(BRAND_MONEY_NS);
  const headingId = useId();
  const howId = useId();
  const whoId = useId();
  const repayId = useId();
  const moreId = useId();
  return (
    <article className="page brand-money" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('title', 'Twiga Money loans')}</h1>
      <p className="page__muted">
        {t(
          'intro',
          'Short of cash? Borrow a small amount straight to your Twiga Money wallet and pay it back from your next deposit.',
        )}
      </p>
      <section aria-labelledby={howId}>
        <h2 id={howId}>{t('how.heading', 'How it works')}</h2>
        <ol>
          {STEPS.map(([key, text]) => (
            <li key={key}>{t(key, text)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={whoId}>
        <h2 id={whoId}>{t('who.heading', 'Who can borrow')}</h2>
        <p>
          {t(
            'who.body',
            'Any registered Twiga Money customer who has used the wallet regularly. The more you use Twiga Money, the more you can borrow.',
          )}
        </p>
      </section>
      <section aria-labelledby={repayId}>
        <h2 id={repayId}>{t('repay.heading', 'Paying back')}</h2>
        <p>
          {t(
            'repay.body',
            'Your loan is paid back automatically from money that arrives in your wallet. You can also pay it back early from the Loans menu. The fee is shown before you confirm, so you always know what you will pay.',
          )}
        </p>
      </section>
      <nav aria-labelledby={moreId} className="brand-money__more">
        <h2 id={moreId}>{t('more.heading', 'More with Twiga Money')}</h2>
        <ul>
          <li>
            <Link to="/prepaid-recharge">{t('more.recharge', 'Buy airtime and bundles')}</Link>
          </li>
          <li>
            <Link to="/gethelp">{t('more.help', 'Questions? Visit the help centre')}</Link>
          </li>
          <li>
            <Link to="/contact-us">{t('more.contact', 'Contact us')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
