import { useTranslation } from 'react-i18next';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';
import { HomeContent } from './HomeContent.tsx';
import { isHomeConfig } from './homeConfig.ts';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

/** The home page, from website-homepage-config; a placeholder while it loads. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  const { generic } = useGenericText('orp-translation');
  const home = useCmsPackage('website-homepage-config', isHomeConfig);
  if (home.status === 'loading') return <HomeSkeleton />;
  if (home.status === 'error') {
    return (
      <MessageScreen
        titleId="home-error-title"
        title={generic}
        paragraphs={[
          t(
            'home.unavailable',
            'The home page could not be loaded. You can still use the services below.',
          ),
        ]}
        link={{ to: PATHS.prepaidRecharge, label: t('nav.prepaidRecharge', 'Recharge') }}
      />
    );
  }
  return <HomeContent config={home.data} />;
}

export default Component;
