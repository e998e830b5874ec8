/**
 * Every count limit of the portal's statecharts (attempts, retries, polls), named with the spec's
 * numbers (requirement ids in docs/requirements.md); the timers are in machines/delays.ts.
 */

/** OTP and PIN attempts start here (OTP-3, PIN-3, WAL-10). */
export const MAX_ATTEMPTS = 5;
/** Status page: REQUEST_REGISTERED is refetched at most this many times. */
export const STATUS_PAGE_MAX_RETRIES = 5;
/** MPESA and mobile-money polls stop after paymentMaxTry polls; config default 10. */
export const DEFAULT_PAYMENT_MAX_TRY = 10;
