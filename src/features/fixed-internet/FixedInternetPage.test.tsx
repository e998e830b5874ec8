import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import {
  type Language,
  PAYMENT_START,
  paymentStarted,
  renderRoutes,
} from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { FixedInternetPage } from './FixedInternetPage.tsx';
import {
  EMPTY_ACCOUNT,
  fixedInternetHandlers,
  TEST_ACCOUNT,
  TEST_EMAIL,
  TEST_TODAY,
  UNKNOWN_ACCOUNT_MESSAGE,
} from './testing/fixedInternetHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';
import { statusSays } from '../../testing/liveRegions.ts';

setUpTestServer(fixedInternetHandlers);

const resources = cmsTexts('fixed-internet-translation', 'validation-translation');

function renderPage(language: Language = 'en') {
  return renderRoutes(
    [
      { path: '/orp/fixed-internet', element: <FixedInternetPage today={TEST_TODAY} /> },
      PAYMENT_START,
    ],
    '/orp/fixed-internet',
    { resources, language },
  );
}

const account = () => screen.findByRole('textbox', { name: /Account Number/ });
const email = () => screen.getByRole('textbox', { name: /Email/ });
const showBills = () => screen.getByRole('button', { name: 'SHOW BILLS' });

async function lookUp(user: ReturnType<typeof userEvent.setup>, accountNo: string, mail: string) {
  await user.type(await account(), accountNo);
  await user.type(email(), mail);
  await user.click(showBills());
}

describe('/orp/fixed-internet', () => {
  // BILL-7, BILL-8
  it('keeps SHOW BILLS disabled until both the account number and the email are valid', async () => {
    const { user } = renderPage();
    expect(pageHeading('Pay your fixed internet bill')).toBeInTheDocument();
    await user.type(await account(), 'PX0000000001');
    expect(showBills()).toBeUnavailable();
    expect(screen.getByText('Invalid Account Number')).toBeInTheDocument();
    await user.clear(await account());
    await user.type(await account(), TEST_ACCOUNT);
    expect(showBills()).toBeUnavailable();
    await user.type(email(), 'billing@example');
    expect(screen.getByText('Invalid Email Id')).toBeInTheDocument();
    expect(showBills()).toBeUnavailable();
    await user.type(email(), '.co.tz');
    await waitFor(() => expect(showBills()).toBeAvailable());
  });

  // BILL-9, BILL-10
  it('lists the open invoices with their details and marks the overdue one with a text badge', async () => {
    const { user } = renderPage();
    await lookUp(user, TEST_ACCOUNT, TEST_EMAIL);
    const list = await screen.findByRole('list', { name: 'Open invoices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const overdue = within(list).getByRole('article', { name: 'INV-2026-001' });
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('PE0000000001')).toBeInTheDocument();
    expect(within(overdue).getByText('5 Jan 2026 to 3 Feb 2026')).toBeInTheDocument();
    expect(within(overdue).getByText('10 Mar 2026')).toBeInTheDocument();
    expect(within(overdue).getByText(/TZS\s350,000/)).toBeInTheDocument();
    const open = within(list).getByRole('article', { name: 'INV-2026-002' });
    expect(within(open).queryByText('Overdue')).toBeNull();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(statusSays('3 open invoices found')).toBe(true);
  });

  // BILL-11
  it('stores the invoice payment with the e-mail typed and goes to /payment/start', async () => {
    const { user, router } = renderPage();
    await lookUp(user, TEST_ACCOUNT, TEST_EMAIL);
    await user.click(await screen.findByRole('button', { name: 'Pay invoice INV-2026-003' }));
    expect(await paymentStarted(router)).toEqual({
      msisdn: '712000001',
      amount: 412500,
      lineType: 'POSTPAID',
      transactionType: 'POSTPAID_BILL',
      rechargeType: 'FIXED INTERNET BILL PAYMENT',
      currency: 'TZS',
      redirectPage: '/orp/fixed-internet',
      invoiceDetail: {
        accountNo: TEST_ACCOUNT,
        invoiceNo: 'INV-2026-003',
        billingStartDate: '2026-03-06',
        billingEndDate: '2026-04-04',
        dueDate: '2026-04-24',
      },
      emailId: TEST_EMAIL,
    });
  });

  it('says No Data found when the account has no open invoices', async () => {
    const { user } = renderPage();
    await lookUp(user, EMPTY_ACCOUNT, 'someone@example.com');
    expect(await screen.findAllByText('No Data found')).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Open invoices' })).toBeNull();
  });

  it('toasts the server message when the lookup fails', async () => {
    const { user } = renderPage();
    await lookUp(user, 'PE0000000009', TEST_EMAIL);
    expect(await screen.findByText(UNKNOWN_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open invoices' })).toBeNull();
  });

  it('speaks Swahili: heading, button, badge and dates', async () => {
    const { user } = renderPage('sw');
    expect(pageHeading('Lipa bili yako ya intaneti ya waya')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Namba ya Akaunti/ }), TEST_ACCOUNT);
    await user.type(screen.getByRole('textbox', { name: /Barua Pepe/ }), TEST_EMAIL);
    await user.click(screen.getByRole('button', { name: 'ONYESHA BILI' }));
    const list = await screen.findByRole('list', { name: 'Ankara ambazo hazijalipwa' });
    const overdue = within(list).getByRole('article', { name: 'INV-2026-001' });
    expect(within(overdue).getByText('Imepitiliza muda')).toBeInTheDocument();
    expect(within(overdue).getByText(/Mac 2026/)).toBeInTheDocument();
  });
});
