/**
 * Postpaid account check: data{msisdn, accountNo} -> result{msisdn, accountNo, valid:true};
 * 60119 when the account does not belong to the line; 60005 when the number is no postpaid line.
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

const accountCheck: ApiRoute = {
  endpoint: endpoints.validateAccount,
  handle({ data }) {
    const msisdn = nationalNumber(data.msisdn);
    const line = msisdn ? findLine(msisdn) : undefined;
    if (!line?.accountNo)
      return fail('60005', 'The mobile number is not registered to a postpaid account.');
    if (text(data.accountNo) !== line.accountNo) {
      return fail(
        '60119',
        'The account number does not match the mobile number. Please check and try again.',
      );
    }
    return ok({ msisdn: line.msisdn, accountNo: line.accountNo, valid: true }, 'Account validated');
  },
};

/**
 * Slowed per client with the bill by account number (one count, core/accountAttempts.ts): both
 * tell a right account number from a wrong one, so alternating them gains no guesses.
 */
export const validateAccount = slowedAccountLookup(
  POSTPAID_ACCOUNT_LOOKUP,
  accountCheck,
  postpaidAccountOutcome,
);
