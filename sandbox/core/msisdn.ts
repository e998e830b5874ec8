/** Mobile-number rules of ../shared/sandbox-test-data.md. */
import type { LineType } from '../../src/api/wire.ts';
import { findLine, INVALID_NUMBERS } from '../seed/lines.ts';

/**
 * The 9 national digits of a number typed with or without +255 / 255 / a leading 0 (the TZ
 * portal adds a leading 0 to paymentMobile). Undefined when it is not a TZ mobile number shape.
 */
export function nationalNumber(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  let digits = String(raw).replace(/[\s+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 12 && digits.startsWith('255')) digits = digits.slice(3);
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[67]\d{8}$/.test(digits) ? digits : undefined;
}

/** Test numbers with a documented behaviour. */
export const NUMBERS = {
  happy: '712000001',
  lowAirtime: '712000002',
  walletLocked: '712000003',
  slowSettlement: '712000004',
  paymentsFail: '712000005',
  otpLimit: '712000006',
  postpaid: '713000001',
  hybrid: '713000002',
  broadband: '714000001',
  invalid: '719999999',
  dualCurrency: '716000001',
  /** M-Pesa: the phone never answers the push on its own; only the control call answers it. */
  mpesaNeverApproves: '718000001',
  /** M-Pesa: the phone declines the push at once. */
  mpesaDeclines: '718000002',
} as const;

/** Masks all but the last 4 digits, as an operator shows an OTP recipient. */
export function maskNumber(msisdn: string): string {
  return `255${msisdn.slice(0, 1)}*****${msisdn.slice(-3)}`;
}

/** The line type of a number, undefined when validation must fail ('Invalid Mobile No'). */
export function lineTypeOf(raw: unknown): LineType | undefined {
  const msisdn = nationalNumber(raw);
  if (!msisdn || INVALID_NUMBERS.has(msisdn)) return undefined;
  return findLine(msisdn)?.lineType ?? 'PREPAID';
}

/** True for a broadband (router) line of the test data; any other valid number is a handset. */
export function isBroadbandLine(raw: unknown): boolean {
  const msisdn = nationalNumber(raw);
  return !!msisdn && findLine(msisdn)?.broadband === true;
}
