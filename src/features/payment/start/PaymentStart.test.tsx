import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { termPairs } from '../../../testing/termPairs.ts';
import { formatMoney } from '../../../ui/index.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { ok, PORTAL } from '../../../testing/envelope.ts';
import { givenSession, renderPayment, setUpPaymentServer } from '../testing/testKit.tsx';
import { bundleSession, invoiceSession, prepaidSession } from '../testing/sampleSessions.ts';
import { textsOf } from '../../../testing/textsOf.ts';
import { findPageHeading } from '../../../testing/pageHeading.ts';

const server = setUpPaymentServer(() => vi.unstubAllGlobals());

/** The start page of `session` once its methods are listed. */
async function startWith(session: PaymentSessionData = prepaidSession) {
  givenSession(session);
  renderPayment('/payment/start');
  await screen.findByRole('navigation', { name: 'Payment methods' });
}

/** The summary's label/value pairs, as a screen reader pairs them. */
function summary(): Record<string, string> {
  return termPairs(screen.getByRole('complementary', { name: 'Payment summary' }));
}

describe('payment start', () => {
  // PAY-2
  it('sorts the option types by name, opens the first card option and replaces the URL with its route', async () => {
    givenSession();
    const { router } = renderPayment('/payment/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/start/card'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The router's location changes before React renders the new route: wait until the card
    // entry is marked as the current page (aria-current="page"), as a person sees it, then read
    // the list (the nav is looked up afresh on each try, in case the route renders a new one).
    const methods = () => screen.getByRole('navigation', { name: 'Payment methods' });
    await waitFor(() =>
      within(methods()).getByRole('link', { name: 'Debit / Credit card', current: 'page' }),
    );
    const nav = methods();
    expect(textsOf(nav, 'link')).toEqual([
      'Airtime',
      'M-Pesa',
      'Debit / Credit card',
      'SmartCash',
      'Twiga Money',
    ]);
    const gateways = await screen.findByRole('group', { name: 'Choose a payment gateway' });
    expect(
      within(gateways)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['Paystack', 'Selcom']);
  });

  // PAY-3
  it('shows the chosen method when its entry is picked', async () => {
    givenSession();
    const { router } = renderPayment('/payment/start/card');
    const nav = await screen.findByRole('navigation', { name: 'Payment methods' });
    await userEvent.click(within(nav).getByRole('link', { name: 'M-Pesa' }));
    // The data router may still be loading the route after the click: wait for the new URL.
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/start/mpesa'));
    expect(await screen.findByRole('heading', { level: 2, name: 'M-Pesa' })).toBeInTheDocument();
  });

  // PAY-4
  it('summarises a recharge: type, number with +255, amount and currency', async () => {
    await startWith();
    expect(summary()).toEqual({
      'Recharge type': 'PREPAID RECHARGE',
      'Mobile number': '+255 712000001',
      Amount: formatMoney(1000, 'TZS', 'EN'),
    });
  });

  // PAY-4
  it('summarises a bundle as Bundle Purchase with its plan', async () => {
    await startWith(bundleSession);
    expect(summary()).toMatchObject({
      'Recharge type': 'Bundle Purchase',
      Plan: 'Wiki Bomba 2GB',
      Data: '2 GB',
    });
  });

  // PAY-5
  it('shows the invoice fields of a fixed-internet invoice', async () => {
    await startWith(invoiceSession);
    expect(summary()).toMatchObject({
      'Recharge type': 'BILL PAYMENT',
      'Account number': 'PE0000000001',
      'Invoice number': 'INV-2026-001',
      'Start date': '1 Jan 2026',
      'End date': '31 Jan 2026',
      'Due date': '15 Feb 2026',
    });
  });

  // PAY-1
  it('sends amount, number, line type, recharge type and transaction type for the options', async () => {
    let body: unknown;
    server.use(
      http.post(`${PORTAL}/transaction/v1/payment-options`, async ({ request }) => {
        body = await request.json();
        return ok({ paymentOption: [{ name: 'Selcom', type: 'PG' }] });
      }),
    );
    await startWith();
    expect(body).toEqual({
      data: {
        amount: 1000,
        mobileNumber: '712000001',
        subscriberType: 'PREPAID',
        rechargeType: 'PREPAID RECHARGE',
        transactionType: 'PREPAID_RECHARGE',
      },
    });
  });

  // PAY-6
  it('keeps only mobile money when a dual-currency amount is below USD 1', async () => {
    server.use(
      http.post(`${PORTAL}/transaction/get/exchange/rate`, () => ok({ convertedAmount: 2565 })),
    );
    givenSession({ ...prepaidSession, amount: 90, currency: 'USD', enableDualCurrency: true });
    const { router } = renderPayment('/payment/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/start/twiga-money'));
    const nav = screen.getByRole('navigation', { name: 'Payment methods' });
    expect(textsOf(nav, 'link')).toEqual(['Twiga Money']);
  });

  // PAY-7
  it('offers USD and CDF with the conversion for a dual-currency product', async () => {
    let asked: unknown;
    server.use(
      http.post(`${PORTAL}/transaction/get/exchange/rate`, async ({ request }) => {
        asked = await request.json();
        return ok({ convertedAmount: 14250 });
      }),
    );
    givenSession({ ...prepaidSession, amount: 500, currency: 'USD', enableDualCurrency: true });
    renderPayment('/payment/start');
    expect(
      await screen.findByText(
        `${formatMoney(5, 'USD')} = ${formatMoney(14250, 'CDF')}`.replace(/\s+/g, ' '),
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual({ data: { fromCurrency: 'USD', toCurrency: 'CDF', amount: 5 } });
    expect(summary().Amount).toBe(formatMoney(5, 'USD'));
    await userEvent.click(screen.getByRole('radio', { name: 'CDF' }));
    expect(summary().Amount).toBe(formatMoney(14250, 'CDF'));
  });

  // PAY-7
  it('says so in lowercase when the conversion fails', async () => {
    server.use(
      http.post(`${PORTAL}/transaction/get/exchange/rate`, () =>
        HttpResponse.json({ statusCode: 500, status: 'failure', message: 'down' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    givenSession({ ...prepaidSession, amount: 500, currency: 'USD', enableDualCurrency: true });
    renderPayment('/payment/start');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'CDF' })).toBeDisabled();
  });

  it('explains a missing payment session and links home instead of a blank page', async () => {
    renderPayment('/payment/start');
    expect(await findPageHeading('No payment to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('shows the server message and a retry when the options cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.post(`${PORTAL}/transaction/v1/payment-options`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, status: 'failure', message: 'Options are down' })
          : ok({ paymentOption: [{ name: 'Selcom', type: 'PG' }] });
      }),
    );
    givenSession();
    const { router } = renderPayment('/payment/start');
    expect(await screen.findByText('Options are down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/start/card'));
  });

  // PAY-3
  it('uses an accordion on a phone, the open panel holding the chosen form', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    givenSession();
    const { router } = renderPayment('/payment/start');
    const card = await screen.findByRole('button', { name: 'Debit / Credit card' });
    await waitFor(() => expect(card).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('button', { name: 'Airtime' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The gateway list is a field of the card form package: it shows once the package is in.
    expect(
      await within(screen.getByRole('region', { name: 'Debit / Credit card' })).findByRole(
        'group',
        { name: 'Choose a payment gateway' },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'M-Pesa' }));
    expect(router.state.location.pathname).toBe('/payment/start/mpesa');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'M-Pesa' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  });
});
