/**
 * The e-mail address an e-mail-only home-broadband OTP goes to (issue 30 item 2). An address is
 * one mailbox in any case, so it is kept lower-case: the send limit and the lock count it once.
 * Anything that is not an address (a phone number typed as the "email", a bare word) is not one:
 * its OTP would otherwise be stored under the number and its token taken for that number's.
 * The message is the spec's (BILL-8 'Invalid Email Id'); the shape is looser than the portal's
 * form rule, so whatever the portal accepts goes through.
 */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export const INVALID_EMAIL = 'Invalid Email Id';

/** The address, lower-case, or undefined when `raw` is not an e-mail address. */
export function emailAddress(raw: string): string | undefined {
  const address = raw.trim().toLowerCase();
  return ADDRESS.test(address) ? address : undefined;
}
