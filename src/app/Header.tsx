import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { Logo } from '../ui/Logo.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { isHeaderConfig, type SiteLink } from './siteConfig.ts';
import { SiteMenu } from './SiteMenu.tsx';
import { PATHS } from '../routes/paths.ts';

/** The built-in nav used when website-headers-config cannot be loaded. */
function useFallbackNav(): SiteLink[] {
  const { t } = useTranslation('orp-translation');
  return [
    { label: t('nav.home', 'Home'), href: PATHS.home },
    { label: t('nav.prepaidRecharge', 'Recharge'), href: PATHS.prepaidRecharge },
    { label: t('nav.postpaidBillPay', 'Pay bill'), href: PATHS.postpaidBillPay },
    { label: t('nav.dataBundle', 'Data bundles'), href: PATHS.dataBundle },
    { label: t('nav.getHelp', 'Help'), href: PATHS.getHelp },
    { label: t('nav.storeLocator', 'Find a store'), href: PATHS.storeLocatorMenu },
  ];
}

/** The site header, built from the CMS package website-headers-config. */
export function Header() {
  const { t } = useTranslation('orp-translation');
  const header = useCmsPackage('website-headers-config', isHeaderConfig);
  const fallbackNav = useFallbackNav();
  const config = header.status === 'ready' ? header.data : undefined;
  const nav = config?.nav ?? fallbackNav;
  const brandName = t('brand', 'Twiga');

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link
          className="site-logo"
          to={config?.logo.href ?? '/'}
          aria-label={config?.logo.alt ?? t('nav.homeLink', 'Twiga home')}
        >
          <Logo size={36} />
          <span aria-hidden="true">{brandName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.main', 'Main')}>
          <SiteMenu links={header.status === 'loading' ? null : nav} />
        </nav>
        <LanguageSwitch
          {...(config && config.languages.length > 0 ? { languages: config.languages } : {})}
        />
      </div>
    </header>
  );
}
