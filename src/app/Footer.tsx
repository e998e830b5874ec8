import { useTranslation } from 'react-i18next';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { isFooterConfig } from './siteConfig.ts';
import { SiteLinkView } from './SiteLink.tsx';

/** The site footer, built from the CMS package website-footer-config (headings from footer-translation). */
export function Footer() {
  const { t } = useTranslation('footer-translation');
  const footer = useCmsPackage('website-footer-config', isFooterConfig);
  const year = new Date().getFullYear();
  const fallbackCopyright = t('copyright', '© {{year}} Twiga. All rights reserved.', { year });

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footer.status === 'loading' ? (
          <div className="site-footer__columns" aria-hidden="true">
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
          </div>
        ) : null}
        {footer.status === 'ready' && footer.data ? (
          <>
            <nav className="site-footer__columns" aria-label={t('navLabel', 'Footer')}>
              {footer.data.columns.map((column) => (
                <div key={column.heading}>
                  <h2>{column.heading}</h2>
                  <ul>
                    {column.links.map((link) => (
                      <li key={`${link.href}|${link.label}`}>
                        <SiteLinkView link={link} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            {footer.data.social.length > 0 ? (
              <>
                <h2 className="visually-hidden">{t('followUs', 'Follow us')}</h2>
                <ul className="site-footer__social">
                  {footer.data.social.map((link) => (
                    <li key={link.href}>
                      <SiteLinkView link={link} className="chip" />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
        <p className="site-footer__copyright">
          {footer.status === 'ready' && footer.data?.copyright
            ? footer.data.copyright
            : fallbackCopyright}
        </p>
      </div>
    </footer>
  );
}
