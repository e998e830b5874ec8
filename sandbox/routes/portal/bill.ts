/**
 * Postpaid bill: data{msisdn, otpId} (after invoice OTP verify) or data{msisdn, accountNo} ->
 * result{totalOutstanding, msisdn, accountNo, currency}.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import {
  POSTPAID_ACCOUNT_LOOKUP,
  postpaidAccountOutcome,
  slowedAccountLookup,
} from '../../core/accountAttempts.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { findLine } from '../../seed/lines.ts';
import { findOtp, sessionLives } from '../../store/otps.ts';

const billLookup: ApiRoute = {
  endpoint: endpoints.bill,
  handle({ data }, { db }) {
    const otpId = text(data.otpId);
    let msisdn = nationalNumber(data.msisdn);
    if (otpId) {
      const otp = findOtp(db, otpId);
      if (!otp || otp.kind !== 'invoice' || !otp.verified)
        return fail('4001', 'OTP is not verified. Please verify the OTP first.');
      // A verified invoice OTP opens the bill for the session's 15 minutes, like a payment token.
      if (!sessionLives(db, otp))
        return fail('4001', 'Session expired. Please verify the OTP again.');
      msisdn = otp.msisdn;
    }
    const line = msisdn ? findLine(msisdn) : undefined;
    if (!line || line.totalOutstanding === undefined)
      return fail('60005', 'No postpaid bill found for this number.');
    if (!otpId && text(data.accountNo) !== line.accountNo)
      return fail('60119', 'The account number does not match the mobile number.');
    return ok({
      totalOutstanding: line.totalOutstanding,
      msisdn: line.msisdn,
      accountNo: line.accountNo,
      currency: 'TZS',
    });
  },
};

/**
 * Slowed per client with the account check (one count, core/accountAttempts.ts): 5 account
 * numbers in a row that do not match (60119) lock both for 15 minutes; a bill found resets it.
 */
export const bill = slowedAccountLookup(
  POSTPAID_ACCOUNT_LOOKUP,
  billLookup,
  postpaidAccountOutcome,
  // Only the account-number way guesses; a verified invoice OTP (otpId) is its own proof.
  ({ data }) => !text(data.otpId),
);
