/**
 * Home-broadband OTP (HBB-7): data{email, customerDetails{fullName}, requestType, msisdn?} -> result.refId,
 * verified with optimus/otp/verify {refId, otp}. Without msisdn the code goes to the email.
 * Sends count against the recipient's limit (core/otp.ts). An e-mail OTP's token pays from no
 * number (core/payer.ts).
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { emailAddress, INVALID_EMAIL } from '../../core/email.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { admitSend } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { createOtp } from '../../store/otps.ts';

export const sendOtpHbb: ApiRoute = {
  endpoint: endpoints.sendOtpHbb,
  handle({ data, client }, { db }) {
    const msisdn =
      data.msisdn === undefined || data.msisdn === '' ? undefined : nationalNumber(data.msisdn);
    if (data.msisdn && !msisdn) return fail('400', 'Invalid Mobile No');
    if (!msisdn && !text(data.email)) return fail('400', 'email is required');
    // Without a number the code goes to the address, so the address (in any case: one mailbox)
    // is what the limit counts; an "address" that is no address (a phone number) is refused, so
    // an e-mail OTP never stands for a number (issue 30 item 2).
    const recipient = msisdn ?? emailAddress(text(data.email));
    if (!recipient) return fail('400', INVALID_EMAIL);
    return (
      admitSend(db, recipient, client) ??
      ok({ refId: createOtp(db, 'payment', recipient) }, 'OTP sent successfully')
    );
  },
};
