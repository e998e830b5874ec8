/** The CMS translation package of the offline texts and USSD codes (OFF-8). */
export const OFFLINE_NS = 'offline-translation';
