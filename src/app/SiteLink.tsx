import { NavLink } from 'react-router-dom';
import { isInternalHref, type SiteLink as SiteLinkData } from './siteConfig.ts';

/** Props of {@link SiteLinkView}. */
export interface SiteLinkViewProps {
  link: SiteLinkData;
  className?: string;
}

/** A CMS link: a router link for site paths, a plain link (new tab, no opener) for https URLs. */
export function SiteLinkView({ link, className }: SiteLinkViewProps) {
  if (isInternalHref(link.href)) {
    return (
      <NavLink to={link.href} className={className} end>
        {link.label}
      </NavLink>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
