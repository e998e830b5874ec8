/** Shape of the CMS package website-homepage-config, with its check (CMS content is not trusted). */

/** A link chip of the quick-recharge section. */
export interface HomeChip {
  label: string;
  href: string;
}

/** A picture the CMS may give the banner: decorative, held back in data-saver mode (SAVE-5). */
export interface HomeImage {
  src: string;
  /** Empty when the picture only decorates. */
  alt: string;
}

/** website-homepage-config */
export interface HomeConfig {
  banner: { heading: string; text: string; ctaLabel: string; ctaHref: string; image?: HomeImage };
  quickRecharge: { heading: string; chips: HomeChip[] };
  sections: { heading: string; text: string; linkLabel?: string; href?: string }[];
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
/** Site paths only: the home page links inside the portal. */
const isPath = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)/.test(v);

/** A site path or an https address: no other scheme from content we do not trust. */
const isImageSource = (v: unknown): v is string => isPath(v);

/** An absent image is fine (the banner has none by default); a present one must be whole. */
const isOptionalImage = (v: unknown): boolean =>
  v === undefined || (isObject(v) && isImageSource(v.src) && typeof v.alt === 'string');

function isChip(v: unknown): v is HomeChip {
  return isObject(v) && isText(v.label) && isPath(v.href);
}

function isSection(v: unknown): v is HomeConfig['sections'][number] {
  if (!isObject(v) || !isText(v.heading) || typeof v.text !== 'string') return false;
  const hasLink = v.href !== undefined || v.linkLabel !== undefined;
  return !hasLink || (isPath(v.href) && isText(v.linkLabel));
}

/** Checks a website-homepage-config package. */
export function isHomeConfig(v: unknown): v is HomeConfig {
  if (!isObject(v) || !isObject(v.banner) || !isObject(v.quickRecharge)) return false;
  const { banner, quickRecharge } = v;
  return (
    isText(banner.heading) &&
    typeof banner.text === 'string' &&
    isText(banner.ctaLabel) &&
    isPath(banner.ctaHref) &&
    isOptionalImage(banner.image) &&
    isText(quickRecharge.heading) &&
    Array.isArray(quickRecharge.chips) &&
    quickRecharge.chips.every(isChip) &&
    Array.isArray(v.sections) &&
    v.sections.every(isSection)
  );
}
