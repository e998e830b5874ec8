/**
 * Mobile numbers as the checker compares them: the 9 national digits, however the number was
 * written (712000001, 0712000001, 255712000001, +255 712 000 001). The payment guard compares
 * numbers this way, so no spelling slips a real number past the list of test numbers.
 */

/** The 9 national digits of a number, or undefined when it is not a mobile number's shape. */
export function nationalNumber(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  let digits = String(raw).replace(/[\s+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 12 && digits.startsWith('255')) digits = digits.slice(3);
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{9}$/.test(digits) ? digits : undefined;
}
