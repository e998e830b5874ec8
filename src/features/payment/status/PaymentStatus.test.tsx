import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionResult } from '../../../api/wire.ts';
import { termPairs } from '../../../testing/termPairs.ts';
import { formatMoney } from '../../../ui/index.ts';
import { ok, PORTAL } from '../../../testing/envelope.ts';
import { givenSession, renderPayment, setUpPaymentServer } from '../testing/testKit.tsx';
import { sampleTransaction } from '../testing/sampleSessions.ts';
import { findPageHeading } from '../../../testing/pageHeading.ts';
import { statusSaying, statusSays } from '../../../testing/liveRegions.ts';

const server = setUpPaymentServer();

/** Answers transaction/fetch with the given results in turn (the last one repeats); counts calls. */
function answerFetch(...results: Partial<TransactionResult>[]) {
  const seen = { calls: 0, ids: [] as string[] };
  server.use(
    http.get(`${PORTAL}/transaction/fetch`, ({ request }) => {
      seen.ids.push(new URL(request.url).searchParams.get('txnId') ?? '');
      const result = results[Math.min(seen.calls, results.length - 1)];
      seen.calls += 1;
      return ok(sampleTransaction(result));
    }),
  );
  return seen;
}

const details = () => termPairs();

/** The status page at `path` for a transaction that reads `result`, once it says Thank you. */
async function thankedAfter(path: string, result: Partial<TransactionResult>) {
  answerFetch(result);
  renderPayment(path);
  await findPageHeading('Thank you');
}

describe('payment status', () => {
  // ROUTE-12, PAY-13, PAY-14, PAY-15
  it('thanks the payer on success and lists the transaction', async () => {
    const seen = answerFetch({});
    renderPayment('/payment/status?id=TXN1001&pg=paystack');
    await findPageHeading('Thank you');
    const status = statusSaying('+255 712000001 Successful.');
    expect(
      within(status).getByRole('heading', { level: 1, name: 'Thank you' }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('+255 712000001 Successful.');
    expect(details()).toEqual({
      'Transaction ID': 'TXN1001',
      'Payment type': 'PREPAID RECHARGE',
      'Transaction status': 'SUCCESS',
      Amount: formatMoney(1000, 'TZS', 'EN'),
      'Mobile number': '+255 712000001',
    });
    expect(seen.ids).toEqual(['TXN1001']);
    expect(screen.getByText('Thank you').closest('.payment-status')).toHaveClass(
      'payment-status--success',
    );
  });

  // PAY-13, PAY-14, PAY-15
  it('shows a failed payment with its raw status, Unsuccessful and the starred reason', async () => {
    answerFetch({
      status: 'FAILED',
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
      mobileNumber: '712000005',
    });
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('FAILED');
    const status = statusSaying('+255 712000005 Unsuccessful.');
    expect(within(status).getByRole('heading', { level: 1, name: 'FAILED' })).toBeInTheDocument();
    expect(status).toHaveTextContent('+255 712000005 Unsuccessful.');
    expect(screen.getByText('* Insufficient funds in wallet')).toBeInTheDocument();
    expect(status.closest('.payment-status')).toHaveClass('payment-status--failed');
  });

  // PAY-22
  it('confirms a card payment through the status call, never from the query: status=success over a FAILED payment shows FAILED', async () => {
    // A forged or stale card callback URL can say anything; only the operator's answer counts.
    const seen = answerFetch({
      status: 'FAILED',
      transactionStatus: 'FAILED',
      statusReason: 'Card declined by the issuer',
    });
    renderPayment('/payment/status?id=TXN1001&pg=paystack&status=success&txref=TXN1001');
    await findPageHeading('FAILED');
    expect(statusSays('+255 712000001 Unsuccessful.')).toBe(true);
    expect(screen.getByText('* Card declined by the issuer')).toBeInTheDocument();
    expect(screen.queryByText('Thank you')).not.toBeInTheDocument();
    expect(seen.ids).toEqual(['TXN1001']);
  });

  // PAY-14, CONSENT-3: the summary is the operator's answer; a link can carry only the transaction id.
  it('shows no text a link carries: account, invoice, reason or message in the query never render', async () => {
    const lure = 'REFUND PENDING - call +255 700 000 000 with your PIN';
    const seen = answerFetch({ accountId: 'PE0000000001', invoiceNumber: 'INV-2026-001' });
    const query = ['accountId', 'invoiceNumber', 'statusReason', 'message', 'description']
      .map((key) => `${key}=${encodeURIComponent(lure)}`)
      .join('&');
    renderPayment(`/payment/status?id=TXN1001&${query}`);
    await findPageHeading('Thank you');
    expect(screen.queryByText(lure, { exact: false })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('REFUND PENDING');
    expect(details()['Account number']).toBe('PE0000000001');
    expect(seen.ids).toEqual(['TXN1001']);
  });

  // PAY-16, PAY-18
  it('refetches REQUEST_REGISTERED once a second and shows Thank you when it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = answerFetch(
      { status: 'REQUEST_REGISTERED', transactionStatus: 'REQUEST_REGISTERED' },
      { status: 'REQUEST_REGISTERED', transactionStatus: 'REQUEST_REGISTERED' },
      {},
    );
    renderPayment('/payment/status?id=TXN1001');
    await waitFor(() => expect(seen.calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(seen.calls).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await findPageHeading('Thank you')).toBeInTheDocument();
    expect(seen.calls).toBe(3);
  });

  // PAY-13, PAY-16, PAY-18
  it('stops after 5 refetches and shows In Processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = answerFetch({
      status: 'ALREADY_PROCESSED',
      transactionStatus: 'ALREADY_PROCESSED',
    });
    renderPayment('/payment/status?id=TXN1001');
    for (let i = 1; i <= 5; i += 1) {
      await waitFor(() => expect(seen.calls).toBe(i));
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await findPageHeading('In Processing');
    expect(statusSays('+255 712000001 In Processing.')).toBe(true);
    expect(seen.calls).toBe(6);
    expect(details()['Transaction status']).toBe('REQUEST REGISTERED');
  });

  // PAY-17
  it('names a postpaid bill with an invoice number FIXED INTERNET BILL PAYMENT', async () => {
    await thankedAfter('/payment/status/TXN1001', {
      transactionType: 'POSTPAID_BILL',
      invoiceNumber: 'INV-1',
      accountId: 'PE0000000001',
    });
    expect(details()).toMatchObject({
      'Payment type': 'FIXED INTERNET BILL PAYMENT',
      'Account number': 'PE0000000001',
      'Invoice number': 'INV-1',
    });
  });

  // PAY-17
  it('shows underscores of the type as spaces, and the bundle', async () => {
    await thankedAfter('/payment/status?id=TXN1001', {
      transactionType: 'PREPAID_BUNDLES',
      bundleDescription: 'Wiki Bomba 2GB',
    });
    expect(details()).toMatchObject({
      'Payment type': 'PREPAID BUNDLES',
      Bundle: 'Wiki Bomba 2GB',
    });
  });

  // PAY-20
  it('shows the home-broadband lead id and gateway', async () => {
    await thankedAfter('/payment/status?id=TXN1001', {
      transactionType: 'HBB_LEADS',
      metaInfo: { leadId: 'LEAD-77' },
    });
    expect(details()).toMatchObject({
      'Payment type': 'HBB LEADS',
      'Lead ID': 'LEAD-77',
      'Payment gateway': 'Selcom',
    });
    expect(screen.queryByText(/order reference is not available/)).not.toBeInTheDocument();
  });

  // PAY-20
  it('says the lead is unavailable when a home-broadband payment succeeded without a lead id', async () => {
    await thankedAfter('/payment/status?id=TXN1001', {
      transactionType: 'HBB_AIRTIME',
      paymentGateway: undefined,
      paymentMode: 'AIR_TIME',
    });
    expect(screen.getByText(/order reference is not available/)).toBeInTheDocument();
    expect(details()).toMatchObject({ 'Payment mode': 'AIR TIME' });
  });

  // PAY-19
  it('returns to the page that started the payment', async () => {
    givenSession();
    answerFetch({});
    const { router } = renderPayment('/payment/status?id=TXN1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Return' }));
    expect(router.state.location.pathname).toBe('/prepaid-recharge');
  });

  it('returns home when no payment session is stored', async () => {
    answerFetch({});
    const { router } = renderPayment('/payment/status?id=TXN1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Return' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message when the look-up fails', async () => {
    server.use(
      http.get(`${PORTAL}/transaction/fetch`, () =>
        HttpResponse.json({
          statusCode: '404',
          status: 'failure',
          message: 'Transaction not found',
        }),
      ),
    );
    renderPayment('/payment/status?id=NOPE');
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    expect(screen.getByText('We could not load this payment.')).toHaveAttribute('role', 'alert');
  });

  it('cancels the look-up when the page is left mid-request', async () => {
    const asked: Request[] = [];
    server.use(
      http.get(`${PORTAL}/transaction/fetch`, async ({ request }) => {
        asked.push(request);
        await new Promise((left) => request.signal.addEventListener('abort', left));
        return ok(sampleTransaction({}));
      }),
    );
    const consoleError = vi.spyOn(console, 'error');
    const page = renderPayment('/payment/status?id=TXN1001');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.signal.aborted).toBe(false);
    page.unmount();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('explains a status page without a payment id', async () => {
    renderPayment('/payment/status');
    expect(await findPageHeading('No payment to show')).toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    answerFetch({
      status: 'FAILED',
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
    renderPayment('/payment/status?id=TXN1001', 'sw');
    await findPageHeading('FAILED');
    expect(statusSays('+255 712000001 Hayajafanikiwa.')).toBe(true);
    expect(screen.getByText('Namba ya muamala')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rudi' })).toBeInTheDocument();
  });
});
