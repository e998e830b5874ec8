/**
 * Balance: data{msisdn, uniqueCode} -> result{queryBalanceResult: BalanceItem[]} (airtime; the
 * broadband line adds its data bundles). The uniqueCode must come from a live verified payment
 * OTP of that very number (else 4001); without one the call is refused with 401.
 * Variant data{msisdn, requestType} -> result{txnRefId, otpRecipient}: an OTP is sent; verify it
 * with optimus/otp/verify {refId: txnRefId, otp} and query again with the uniqueCode.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { maskNumber, nationalNumber, NUMBERS } from '../../core/msisdn.ts';
import { admitSend } from '../../core/otp.ts';
import { fail, httpFail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { airtimeItem, broadbandBalances } from '../../seed/balances.ts';
import { INVALID_NUMBERS } from '../../seed/lines.ts';
import { airtimeBalance } from '../../store/lines.ts';
import { createOtp, findByUniqueCode } from '../../store/otps.ts';

export const BALANCE_NEEDS_OTP =
  'A balance check needs a verified OTP: send the uniqueCode its verification returned';

export const queryBalance: ApiRoute = {
  endpoint: endpoints.queryBalance,
  handle({ data, client }, { db }) {
    const msisdn = nationalNumber(data.msisdn);
    if (!msisdn || INVALID_NUMBERS.has(msisdn)) return fail('400', 'Invalid Mobile No');
    if (text(data.requestType) && !text(data.uniqueCode)) {
      return (
        admitSend(db, msisdn, client) ??
        ok(
          { txnRefId: createOtp(db, 'payment', msisdn), otpRecipient: maskNumber(msisdn) },
          'OTP sent successfully',
        )
      );
    }
    // The spec's call is data{msisdn, uniqueCode}: the OTP is what makes the balance the
    // subscriber's own, so none is shown without it (issue 30 item 3; BB-1 and WAL-15 send it).
    const uniqueCode = text(data.uniqueCode);
    if (!uniqueCode) return httpFail(401, BALANCE_NEEDS_OTP);
    if (findByUniqueCode(db, uniqueCode)?.msisdn !== msisdn)
      return fail('4001', 'Session expired. Please verify the OTP again.');
    const airtime = airtimeBalance(db, msisdn);
    const items =
      msisdn === NUMBERS.broadband ? broadbandBalances(airtime) : [airtimeItem(airtime)];
    return ok({ queryBalanceResult: items, msisdn });
  },
};
