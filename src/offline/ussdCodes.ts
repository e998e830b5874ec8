/**
 * OFF-8: the operator's USSD codes that work with no internet, in the order shown. Their labels
 * and the codes themselves come from the CMS package `offline-translation` (`ussd.<id>.label`,
 * `ussd.<id>.code`), so the operator can change a code without a deployment.
 */
export const USSD_CODE_IDS = ['recharge', 'balance', 'bundles'] as const;

/** One of {@link USSD_CODE_IDS}. */
export type UssdCodeId = (typeof USSD_CODE_IDS)[number];

/** The spec-less defaults, used until the package has loaded (and if it never does). */
export const USSD_DEFAULTS: Record<UssdCodeId, { label: string; code: string }> = {
  recharge: { label: 'Recharge airtime with a voucher', code: '*150*01#' },
  balance: { label: 'Check your balance', code: '*150*02#' },
  bundles: { label: 'Buy a bundle', code: '*150*03#' },
};

/**
 * The tel: link that dials `code`: `#` must be written %23 (a bare `#` starts the URL's fragment
 * and the dialler would get the code without it); digits, `*` and `+` stay as they are.
 */
export function telHref(code: string): string {
  return `tel:${code.replace(/[^0-9*+]/g, (c) => encodeURIComponent(c))}`;
}
