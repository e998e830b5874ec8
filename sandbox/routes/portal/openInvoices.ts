/**
 * Fixed-internet invoices: data{accountNo, contactPersonEmailId} ->
 * result{response:{invoices, lineNumber, contactPersonMsisdn}, lineNumber, contactPersonMsisdn}.
 * EP0000000002 -> success with no invoices and message 'No Data found'; others -> failure message.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { EMPTY_ACCOUNT, INVOICE_ACCOUNT, openInvoicesOf } from '../../seed/invoices.ts';

const ACCOUNT_PATTERN = /^[PE]{2}\d{10}$/;

export const openInvoices: ApiRoute = {
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
