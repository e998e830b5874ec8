/**
 * Keeps secrets out of analytics. A PIN, an OTP or a full mobile number must never leave the
 * page in an event: numbers are cut to their last 3 digits, shorter digit runs (PIN 4, OTP 6)
 * are masked whole. Amounts belong in an event's numeric `value`, never in its texts.
 */

/** '712000001' → '******001'; '+255 712 000 001' → '*********001' (only digits are kept). */
export function redactMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  if (digits.length <= 3) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

/**
 * Scrubs free text: runs of 7 or more digits (mobile numbers, possibly with the 255 prefix) keep
 * their last 3 digits; runs of 4 to 6 digits (PINs, OTPs) become '****'.
 */
export function scrubSecrets(text: string): string {
  return text.replace(/\d[\d ]{2,}\d/g, (run) => {
    const digits = run.replace(/\D/g, '');
    if (digits.length >= 7) return redactMsisdn(digits);
    if (digits.length >= 4) return '****';
    return run;
  });
}
