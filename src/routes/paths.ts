/**
 * The portal's addresses that code links or goes to, written once: features, the app shell and
 * the sandbox's card gateway build them here. The route table (src/app/screenRoutes.ts) declares
 * the same addresses relative to '/'. Pure: no React, no router.
 */

/** Absolute paths of the portal's pages that code links or navigates to. */
export const PATHS = {
  home: '/',
  /** The payment shell; alone it goes to paymentStart. */
  payment: '/payment',
  /** Choosing how to pay (PAY-*); each method has a segment below it. */
  paymentStart: '/payment/start',
  paymentStatus: '/payment/status',
  prepaidRecharge: '/prepaid-recharge',
  postpaidBillPay: '/postpaid-bill-pay',
  dataBundle: '/data-bundle',
  getHelp: '/gethelp',
  contactUs: '/contact-us',
  storeLocator: '/store-locator',
  /** The menu's spelling of the store locator (the route table serves both). */
  storeLocatorMenu: '/storeLocator',
} as const;

/** A payment method's page under /payment/start, by its path segment. */
export const paymentMethodPath = (segment: string): string => `${PATHS.paymentStart}/${segment}`;

/**
 * The status page of a transaction, the id encoded once here. `pg` names the card gateway kind
 * the page resumes (`paystack` for the inline popup and the gateway callback).
 */
export function statusUrl(transactionId: string, pg?: string): string {
  const query = `id=${encodeURIComponent(transactionId)}${pg ? `&pg=${encodeURIComponent(pg)}` : ''}`;
  return `${PATHS.paymentStatus}?${query}`;
}
