import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../ui/MessageScreen.tsx';

/** The About page; also what any unknown path shows (spec section 2). Texts from orp-translation. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  return (
    <MessageScreen
      titleId="about-title"
      title={t('about.heading', 'About Twiga')}
      paragraphs={[
        t(
          'about.intro',
          'Twiga is your mobile network in Tanzania. This portal lets you recharge, pay bills and buy bundles without logging in.',
        ),
        t(
          'about.services',
          'Recharge prepaid lines, pay postpaid and fixed-internet bills, buy data bundles, get help and find a shop near you.',
        ),
      ]}
      link={{ to: '/', label: t('buttons.goHome', 'Go to home page') }}
    />
  );
}

export default Component;
