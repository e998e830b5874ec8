/**
 * Wire values of number validation (spec section 7: msisdn, checkIfBroadband, requestType), shared
 * with the sandbox. machines/rechargeLine.machine.ts repeats the literals (machines import nothing
 * from src/); src/api/lineCheck.test.ts keeps the two equal.
 */

/** requestType of the hybrid postpaid check (spec section 3 lists it as a transaction-type label). */
export const HYBRID_POSTPAID_CHECK = 'HYBRID_POSTPAID_CHECK';

/** statusCode of a validation with checkIfBroadband for a line that is not a broadband line. */
export const NOT_BROADBAND_CODE = 'NOT_BROADBAND';
