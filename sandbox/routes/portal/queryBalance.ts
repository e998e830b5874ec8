/**
 * Balance: data{msisdn, uniqueCode?} -> result{queryBalanceResult: BalanceItem[]} (airtime; the
 * broadband line adds its data bundles). A uniqueCode, when sent, must come from a verified
 * payment OTP of that number (else 4001).
 * Variant data{msisdn, requestType} -> result{txnRefId, otpRecipient}: an OTP is sent; verify it
 * with optimus/otp/verify {refId: txnRefId, otp} and query again with the uniqueCode.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { maskNumber, nationalNumber, NUMBERS } from '../../core/msisdn.ts';
import { admitSend } from '../../core/otp.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { airtimeItem, broadbandBalances } from '../../seed/balances.ts';
import { INVALID_NUMBERS } from '../../seed/lines.ts';
import { airtimeBalance } from '../../store/lines.ts';
import { createOtp, findByUniqueCode } from '../../store/otps.ts';

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
    const uniqueCode = text(data.uniqueCode);
    if (uniqueCode && findByUniqueCode(db, uniqueCode)?.msisdn !== msisdn)
      return fail('4001', 'Session expired. Please verify the OTP again.');
    const airtime = airtimeBalance(db, msisdn);
    const items =
      msisdn === NUMBERS.broadband ? broadbandBalances(airtime) : [airtimeItem(airtime)];
    return ok({ queryBalanceResult: items, msisdn });
  },
};
