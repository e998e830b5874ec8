/**
 * Wire values of number validation (REC-5: msisdn, checkIfBroadband, requestType), in
 * one place: here, because machines may import nothing from src/, while src/api and the sandbox
 * may import from machines/. The line machine sends and reads them; so do portal.api.ts and the
 * sandbox's validate-number route.
 */

/** requestType of the hybrid postpaid check (REC-5; the spec lists it as a transaction-type label). */
export const HYBRID_POSTPAID_CHECK = 'HYBRID_POSTPAID_CHECK';

/**
 * statusCode of a validation sent with checkIfBroadband for a line that is not a broadband line
 * (the spec names no code; decisions "Broadband line check").
 */
export const NOT_BROADBAND_CODE = 'NOT_BROADBAND';
