import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { saveEnterpriseFlag } from '../../../../session/paymentSession.ts';
import { ok, PORTAL } from '../../../../testing/envelope.ts';
import { givenSession, renderPayment, setUpPaymentServer } from '../../testing/testKit.tsx';
import { sampleTransaction } from '../../testing/sampleSessions.ts';
import { redirectBrowser } from './browser.ts';
import { openPaystack, type PaystackOptions } from './paystack.ts';
import type * as PaystackModule from './paystack.ts';
import { findPageHeading } from '../../../../testing/pageHeading.ts';

vi.mock('./browser.ts', () => ({ redirectBrowser: vi.fn() }));
vi.mock('./paystack.ts', async (original) => ({
  ...(await original<typeof PaystackModule>()),
  openPaystack: vi.fn(() => Promise.resolve()),
}));

const server = setUpPaymentServer(() => vi.clearAllMocks());

/** Answers initiate and process like the sandbox does for a card gateway; records the bodies. */
function gateway() {
  const sent = { initiate: [] as unknown[], process: [] as unknown[] };
  server.use(
    http.post(`${PORTAL}/transaction/v1/initiate`, async ({ request }) => {
      sent.initiate.push(await request.json());
      return ok({ transactionId: 'TXN1001' });
    }),
    http.post(`${PORTAL}/transaction/v1/process`, async ({ request }) => {
      sent.process.push(await request.json());
      return ok({
        ...sampleTransaction({ status: 'IN_PROCESS', transactionStatus: 'IN_PROCESS' }),
        redirectUrl: '/__sandbox/gw/pay?tid=TXN1001',
      });
    }),
    http.get(`${PORTAL}/transaction/v1/status`, () => ok(sampleTransaction())),
    http.get(`${PORTAL}/transaction/fetch`, () => ok(sampleTransaction())),
  );
  return sent;
}

async function openCard() {
  givenSession();
  const view = renderPayment('/payment/start/card');
  const email = await screen.findByRole('textbox', { name: /Email/ });
  return { ...view, email, continueButton: screen.getByRole('button', { name: 'Continue' }) };
}

/** The payer picks `gatewayName` (none: the one offered first), types an email and continues. */
async function continueWith(gatewayName?: string) {
  const view = await openCard();
  if (gatewayName) await userEvent.click(screen.getByRole('radio', { name: gatewayName }));
  await userEvent.type(view.email, 'payer@example.co.tz');
  await userEvent.click(view.continueButton);
  return view;
}

describe('card payment', () => {
  // CARD-2
  it('asks for a valid email before Continue is enabled', async () => {
    const { email, continueButton } = await openCard();
    expect(continueButton).toBeUnavailable();
    await userEvent.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid Email Id')).toBeInTheDocument();
    expect(continueButton).toBeUnavailable();
    await userEvent.clear(email);
    await userEvent.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'payer@example.co.tz');
    await waitFor(() => expect(continueButton).toBeAvailable());
  });

  // PAY-8, CARD-1, CARD-3
  it('initiates once with the spec payload, processes, and redirects to the gateway', async () => {
    const sent = gateway();
    const { email, continueButton } = await openCard();
    await userEvent.click(screen.getByRole('radio', { name: 'Selcom' }));
    await userEvent.type(email, 'payer@example.co.tz');
    await userEvent.dblClick(continueButton);
    await waitFor(() =>
      expect(redirectBrowser).toHaveBeenCalledWith('/__sandbox/gw/pay?tid=TXN1001'),
    );
    expect(sent.initiate).toEqual([
      {
        data: {
          amount: 1000,
          countryCode: '255',
          emailId: 'payer@example.co.tz',
          mobileNumber: '712000001',
          currencyCode: 'TZS',
          paymentGateway: 'Selcom',
          transactionType: 'PREPAID_RECHARGE',
          paymentMode: 'PG',
          loggedInNumber: '712000001',
          // The attempt's idempotency key (issue 13 item 3): a random UUID.
          txnId: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
        },
      },
    ]);
    expect(sent.process).toEqual([
      {
        data: {
          transactionId: 'TXN1001',
          isSubscriberRequest: true,
          paymentMode: 'PG',
          proccessFlag: true,
          paymentGateway: 'Selcom',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
  });

  it('resumes the initiated transaction after Back instead of initiating again', async () => {
    const sent = gateway();
    const first = await continueWith('Selcom');
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalled());
    first.unmount();
    // Coming back (a new page load of the same tab): the same payment is still in session storage.
    const { router } = renderPayment('/payment/start/card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/status'));
    expect(router.state.location.search).toBe('?id=TXN1001');
    expect(sent.initiate).toHaveLength(1);
  });

  // CARD-3, CARD-4
  it('opens the Paystack popup with amount x 100 and shows the status after approval', async () => {
    gateway();
    await continueWith('Paystack');
    await waitFor(() => expect(openPaystack).toHaveBeenCalledTimes(1));
    const [url, options] = vi.mocked(openPaystack).mock.calls[0] as [string, PaystackOptions];
    expect(url).toBe('/__sandbox/paystack/inline.js');
    expect(options).toMatchObject({
      key: 'pk_test_sandbox',
      email: 'payer@example.co.tz',
      amount: 100_000,
      ref: 'TXN1001',
      currency: 'TZS',
    });
    expect(screen.getByText('Complete the payment in the Paystack window.')).toBeInTheDocument();
    options.callback({ reference: 'TXN1001' });
    expect(await findPageHeading('Thank you')).toBeInTheDocument();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  // CARD-5
  it('offers the payer the channels card, bank, ussd, qr, mobile_money and bank_transfer in the Paystack popup', async () => {
    gateway();
    await continueWith('Paystack');
    await waitFor(() => expect(openPaystack).toHaveBeenCalledTimes(1));
    const options = vi.mocked(openPaystack).mock.calls[0]?.[1] as PaystackOptions;
    expect([...options.channels].sort()).toEqual([
      'bank',
      'bank_transfer',
      'card',
      'mobile_money',
      'qr',
      'ussd',
    ]);
  });

  // ROUTE-12
  it('goes to the status page when the Paystack popup is closed', async () => {
    gateway();
    const { router } = await continueWith();
    await waitFor(() => expect(openPaystack).toHaveBeenCalled());
    (vi.mocked(openPaystack).mock.calls[0]?.[1] as PaystackOptions).onClose();
    await waitFor(() => expect(router.state.location.search).toBe('?id=TXN1001&pg=paystack'));
  });

  it('shows the server message and lets the payer try again when initiation fails', async () => {
    server.use(
      http.post(`${PORTAL}/transaction/v1/initiate`, () =>
        HttpResponse.json({ statusCode: 400, status: 'failure', message: 'Gateway unavailable' }),
      ),
    );
    await continueWith();
    expect(await screen.findByText('Gateway unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeAvailable());
  });

  // PAY-12
  it('locks the email and pays as a broadband lead in the enterprise-broadband flow', async () => {
    const sent = gateway();
    // As the home-broadband lead page leaves it: the flag, then the lead's payment session.
    saveEnterpriseFlag({ enabled: true, id: 'ENT-1' });
    givenSession({
      msisdn: '712000001',
      amount: 1000,
      lineType: 'PREPAID',
      transactionType: 'HBB_LEADS',
      currency: 'TZS',
      redirectPage: '/hbb-lead',
      rechargeType: 'HOME BROADBAND',
      emailId: 'it@company.co.tz',
    });
    renderPayment('/payment/start/card');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('it@company.co.tz');
    // Locked read-only (A11Y-2): it cannot change, yet Tab still reaches it and it is read.
    expect(email).toHaveAttribute('readonly');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Choose a payment gateway' })).getByRole('radio', {
        name: 'Selcom',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent.initiate).toHaveLength(1));
    expect(sent.initiate[0]).toMatchObject({
      data: { transactionType: 'HBB_LEADS', emailId: 'it@company.co.tz', accountId: 'ENT-1' },
    });
  });
});
