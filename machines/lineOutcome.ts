/**
 * What a number validation (`validateNumber`) answers, read the same way by the recharge line and
 * the HBB lead: the line type of a valid number, or the error of a refused one with the server's
 * text.
 */
import type { Outcome } from './outcome.ts';
import type { MachineError } from './shared.ts';

/** The line type of a validated number ('' when the validation failed). */
export const lineTypeOf = (outcome: Outcome<{ lineType: string }>): string =>
  outcome.ok ? outcome.result.lineType : '';

/** A refused number as `code` ('invalidMobile', 'notBroadband'), with the server's message. */
export const numberError = (code: string, outcome: Outcome<unknown>): MachineError => ({
  code,
  ...(outcome.ok ? {} : { message: outcome.message }),
});
