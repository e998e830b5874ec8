/** Keeps only the digits. Here, free of the form engine, so the device store can use it too. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Subscriber numbers are 9 digits after the fixed country code (REC-2). */
export const PHONE_DIGITS = 9;

/**
 * The 9 national digits of what was typed or pasted: people paste '+255 712 000 001' or
 * '0712000001' from their contacts, so a leading country code or trunk 0 is dropped first.
 */
export function nationalDigits(raw: string): string {
  let digits = digitsOnly(raw);
  if (digits.length > PHONE_DIGITS && digits.startsWith('255')) digits = digits.slice(3);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}
