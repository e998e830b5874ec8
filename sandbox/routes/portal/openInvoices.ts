/**
 * Fixed-internet invoices: data{accountNo, contactPersonEmailId} ->
 * result{response:{invoices, lineNumber, contactPersonMsisdn}, lineNumber, contactPersonMsisdn}.
 * EP0000000002 -> success with no invoices and message 'No Data found'; others -> failure message.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { codeOf, slowedAccountLookup } from '../../core/accountAttempts.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { EMPTY_ACCOUNT, INVOICE_ACCOUNT, openInvoicesOf } from '../../seed/invoices.ts';

const ACCOUNT_PATTERN = /^[PE]{2}\d{10}$/;

const invoicesLookup: ApiRoute = {
  endpoint: endpoints.openInvoices,
  handle({ data }) {
    const accountNo = text(data.accountNo).toUpperCase();
    const email = text(data.contactPersonEmailId ?? data.emailId ?? data.email).toLowerCase();
    if (!ACCOUNT_PATTERN.test(accountNo)) return fail('400', 'Invalid Account Number');
    if (accountNo === EMPTY_ACCOUNT) {
      return ok(
        {
          response: { invoices: [], lineNumber: '', contactPersonMsisdn: '' },
          lineNumber: '',
          contactPersonMsisdn: '',
        },
        'No Data found',
      );
    }
    if (accountNo !== INVOICE_ACCOUNT.accountNo)
      return fail('404', `Account ${accountNo} was not found. Please check the account number.`);
    if (email !== INVOICE_ACCOUNT.email)
      return fail('403', 'The email address is not registered for this account.');
    const { lineNumber, contactPersonMsisdn } = INVOICE_ACCOUNT;
    return ok({
      response: { invoices: openInvoicesOf(accountNo), lineNumber, contactPersonMsisdn },
      lineNumber,
      contactPersonMsisdn,
    });
  },
};

/**
 * Slowed per client (core/accountAttempts.ts): 5 accounts in a row not found (404) or not matching
 * the e-mail (403) lock the lookup for 15 minutes; an account found (invoices or none) resets it.
 */
export const openInvoices = slowedAccountLookup('fixed-invoices', invoicesLookup, (reply) => {
  const code = codeOf(reply);
  return code === '404' || code === '403' ? 'wrong' : code === '200' ? 'right' : 'neutral';
});
