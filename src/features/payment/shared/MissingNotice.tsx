import { Link } from 'react-router-dom';
import { usePaymentTexts } from './texts.ts';
import { PATHS } from '../../../routes/paths.ts';

/** Props of {@link MissingNotice}. */
export interface MissingNoticeProps {
  titleKey: string;
  title: string;
  bodyKey: string;
  body: string;
}

/** A clear message with a way home, instead of a white screen, when a payment page lacks its data. */
export function MissingNotice({ titleKey, title, bodyKey, body }: MissingNoticeProps) {
  const { t } = usePaymentTexts();
  return (
    <section className="payment-notice" aria-labelledby="payment-notice-title">
      <h1 id="payment-notice-title">{t(titleKey, title)}</h1>
      <p>{t(bodyKey, body)}</p>
      <Link className="btn btn--primary" to={PATHS.home}>
        {t('session.goHome', 'Go to home page')}
      </Link>
    </section>
  );
}
