/**
 * Shapes of the CMS packages website-headers-config and website-footer-config, with the checks
 * that keep a broken package from reaching the screen (CMS content is parsed and checked, not
 * trusted). Hrefs must be site paths ('/...') or https URLs: no `javascript:` ever renders.
 */

/** A link from the CMS. */
export interface SiteLink {
  label: string;
  href: string;
}

/** A language offered by the switch; `code` is the language state value (EN, SW). */
export interface LanguageOption {
  code: string;
  label: string;
}

/** website-headers-config */
export interface HeaderConfig {
  logo: { alt: string; href: string };
  nav: SiteLink[];
  languages: LanguageOption[];
}

/** A social link; `network` names it for people who cannot see an icon. */
export interface SocialLink extends SiteLink {
  network: string;
}

/** website-footer-config */
export interface FooterConfig {
  columns: { heading: string; links: SiteLink[] }[];
  social: SocialLink[];
  copyright: string;
}

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A site path ('/x', not '//host') or an https URL. */
export function isSafeHref(value: unknown): value is string {
  return (
    typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/i.test(value))
  );
}

/** True for an internal site path (rendered with the router's Link). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function isSiteLink(value: unknown): value is SiteLink {
  return isObject(value) && isText(value.label) && isSafeHref(value.href);
}

function isListOf<T>(value: unknown, check: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(check);
}

function isLanguageOption(value: unknown): value is LanguageOption {
  return isObject(value) && isText(value.code) && isText(value.label);
}

function isSocialLink(value: unknown): value is SocialLink {
  return isSiteLink(value) && isText((value as unknown as Obj).network);
}

/** Checks a website-headers-config package. */
export function isHeaderConfig(value: unknown): value is HeaderConfig {
  return (
    isObject(value) &&
    isObject(value.logo) &&
    isText(value.logo.alt) &&
    isSafeHref(value.logo.href) &&
    isListOf(value.nav, isSiteLink) &&
    isListOf(value.languages, isLanguageOption)
  );
}

/** Checks a website-footer-config package. */
export function isFooterConfig(value: unknown): value is FooterConfig {
  return (
    isObject(value) &&
    isListOf(
      value.columns,
      (column): column is FooterConfig['columns'][number] =>
        isObject(column) && isText(column.heading) && isListOf(column.links, isSiteLink),
    ) &&
    isListOf(value.social, isSocialLink) &&
    typeof value.copyright === 'string'
  );
}
