import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_MONEY_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import './brand-money.css';
import { PATHS } from '../../routes/paths.ts';

/** Translations of the page: all of its content (CMS package brandMoney-translation). */
export const BRAND_MONEY_NS = 'brandMoney-translation';

const STEPS = [
  ['how.step1', 'Open the Twiga Money menu on your phone and choose Loans.'],
  ['how.step2', 'See the amount you can borrow today and choose how much you need.'],
  ['how.step3', 'Confirm with your Twiga Money PIN. The money arrives in your wallet at once.'],
] as const;

/** The sections of plain text: key prefix, English heading and body. */
const TEXT_SECTIONS = [
  [
    'who',
    'Who can borrow',
    'Any registered Twiga Money customer who has used the wallet regularly. The more you use Twiga Money, the more you can borrow.',
  ],
  [
    'repay',
    'Paying back',
    'Your loan is paid back automatically from money that arrives in your wallet. You can also pay it back early from the Loans menu. The fee is shown before you confirm, so you always know what you will pay.',
  ],
] as const;

/** A section of the page: its h2 names it. */
function TextSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * /more-{brand}-money: the operator's mobile-money loans, a page of CMS text (ROUTE-14,
 * "mobile-money loans"), with the ways on: recharge, the help centre and the contact form.
 */
export function BrandMoneyPage() {
  const { t } = useTranslation(BRAND_MONEY_NS);
  const moreId = useId();
  return (
    <RoutePage as="article" className="brand-money" content={BRAND_MONEY_CONTENT}>
      <TextSection heading={t('how.heading', 'How it works')}>
        <ol>
          {STEPS.map(([key, text]) => (
            <li key={key}>{t(key, text)}</li>
          ))}
        </ol>
      </TextSection>
      {TEXT_SECTIONS.map(([prefix, heading, body]) => (
        <TextSection key={prefix} heading={t(`${prefix}.heading`, heading)}>
          <p>{t(`${prefix}.body`, body)}</p>
        </TextSection>
      ))}
      <nav aria-labelledby={moreId} className="brand-money__more">
        <h2 id={moreId}>{t('more.heading', 'More with Twiga Money')}</h2>
        <ul>
          <li>
            <Link to={PATHS.prepaidRecharge}>{t('more.recharge', 'Buy airtime and bundles')}</Link>
          </li>
          <li>
            <Link to={PATHS.getHelp}>{t('more.help', 'Questions? Visit the help centre')}</Link>
          </li>
          <li>
            <Link to={PATHS.contactUs}>{t('more.contact', 'Contact us')}</Link>
          </li>
        </ul>
      </nav>
    </RoutePage>
  );
}
