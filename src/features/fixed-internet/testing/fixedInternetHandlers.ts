/**
 * MSW handlers of the fixed-internet page, shared by the component tests (msw/node) and the
 * stories (browser worker): the invoice lookup answering like the sandbox's test data
 * (PE0000000001 + billing@example.co.tz: 3 invoices, one overdue; EP0000000002: none; any other
 * account: a failure with the server's message) and the CMS packages from schemas/cms.
 */
import { delay, http } from 'msw';
import type { Invoice } from '../../../api/wire.ts';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { failure, ok, PORTAL } from '../../../testing/envelope.ts';

/** The day the test invoices are measured against (stories and tests pin it). */
export const TEST_TODAY = new Date(2026, 2, 20);

export const TEST_ACCOUNT = 'PE0000000001';
export const TEST_EMAIL = 'billing@example.co.tz';
export const EMPTY_ACCOUNT = 'EP0000000002';
export const UNKNOWN_ACCOUNT_MESSAGE =
  'Account PE0000000009 was not found. Please check the account number.';

const invoice = (
  n: number,
  start: string,
  end: string,
  due: string,
  amount: number,
  status: string,
): Invoice => ({
  accountNo: TEST_ACCOUNT,
  invoiceNo: `INV-2026-00${n}`,
  billingStartDate: start,
  billingEndDate: end,
  dueDate: due,
  currency: 'TZS',
  outstandingAmount: amount,
  invoiceStatus: status,
});

/** One overdue invoice (due 10 March) and two not yet due, relative to {@link TEST_TODAY}. */
export const testInvoices: Invoice[] = [
  invoice(1, '2026-01-05', '2026-02-03', '2026-03-10', 350000, 'OVERDUE'),
  invoice(2, '2026-02-04', '2026-03-05', '2026-03-25', 350000, 'OPEN'),
  invoice(3, '2026-03-06', '2026-04-04', '2026-04-24', 412500, 'OPEN'),
];

/** How the lookup answers; 'pending' never answers (the loading state of a story). */
export interface FixedInternetHandlerOptions {
  lookup?: 'sandbox' | 'pending';
}

/** Handlers of the fixed-internet page. */
export function fixedInternetHandlers(options: FixedInternetHandlerOptions = {}) {
  return [
    http.post(`${PORTAL}/subscriber/getopeninvoice`, async ({ request }) => {
      if (options.lookup === 'pending') await delay('infinite');
      const body = (await request.json().catch(() => ({}))) as {
        data?: { accountNo?: string; contactPersonEmailId?: string };
      };
      const accountNo = String(body.data?.accountNo ?? '').toUpperCase();
      if (accountNo === EMPTY_ACCOUNT)
        return ok(
          { response: { invoices: [] }, lineNumber: '', contactPersonMsisdn: '' },
          'No Data found',
        );
      if (accountNo !== TEST_ACCOUNT || body.data?.contactPersonEmailId !== TEST_EMAIL)
        return failure('404', UNKNOWN_ACCOUNT_MESSAGE);
      return ok({
        response: { invoices: testInvoices },
        lineNumber: '222000001',
        contactPersonMsisdn: '712000001',
      });
    }),
    cmsPackagesHandler(/^form-|-translation$/),
  ];
}
