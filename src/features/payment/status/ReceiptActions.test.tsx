import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionResult } from '../../../api/wire.ts';
import { ok, PORTAL } from '../../../testing/envelope.ts';
import { findPageHeading } from '../../../testing/pageHeading.ts';
import { formatMoney } from '../../../ui/index.ts';
import { renderPayment, setUpPaymentServer } from '../testing/testKit.tsx';
import { sampleTransaction } from '../testing/sampleSessions.ts';

const server = setUpPaymentServer();

/** Answers transaction/fetch with the given results in turn (the last one repeats); counts calls. */
function answerFetch(...results: Partial<TransactionResult>[]) {
  const seen = { calls: 0 };
  server.use(
    http.get(`${PORTAL}/transaction/fetch`, () => {
      const result = results[Math.min(seen.calls, results.length - 1)];
      seen.calls += 1;
      return ok(sampleTransaction(result));
    }),
  );
  return seen;
}

/** Gives the page a share sheet (jsdom has none) that records what it was handed. */
function givenShareSheet() {
  const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

const receipt = () => screen.getByRole('group', { name: 'Receipt' });

describe('receipt on the status page', () => {
  // RCPT-1, RCPT-2, RCPT-3
  it('shares id, amount, masked number and result through the share sheet when there is one', async () => {
    const share = givenShareSheet();
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('Thank you');
    await userEvent.click(within(receipt()).getByRole('button', { name: 'Share receipt' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe('Twiga payment receipt');
    expect(data.text).toContain('Transaction ID: TXN1001');
    expect(data.text).toContain(`Amount: ${formatMoney(1000, 'TZS', 'EN')}`);
    expect(data.text).toContain('Mobile number: +255 ******001');
    expect(data.text).toContain('Result: Successful');
    expect(data.text).not.toContain('712000001');
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  // RCPT-1
  it('copies the text and says Copied when there is no share sheet', async () => {
    const user = userEvent.setup();
    answerFetch({ status: 'FAILED', transactionStatus: 'FAILED', mobileNumber: '712000005' });
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('FAILED');
    await user.click(within(receipt()).getByRole('button', { name: 'Share receipt' }));
    const copied = await within(receipt()).findByRole('status');
    expect(copied).toHaveTextContent('Copied');
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Transaction ID: TXN1001');
    expect(text).toContain('Mobile number: +255 ******005');
    expect(text).toContain('Result: Unsuccessful');
  });

  // RCPT-1
  it('shows the text selected in a box when neither share sheet nor clipboard works', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('Thank you');
    await user.click(within(receipt()).getByRole('button', { name: 'Share receipt' }));
    const box = await screen.findByRole('textbox', { name: 'Receipt (select and copy)' });
    expect((box as HTMLTextAreaElement).value).toContain('Mobile number: +255 ******001');
    expect(box).toHaveAttribute('readonly');
    await waitFor(() => expect(box).toHaveFocus());
  });

  // RCPT-4
  it('offers a WhatsApp link with the receipt text when the page came with channel=whatsapp', async () => {
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001&channel=whatsapp');
    await findPageHeading('Thank you');
    const link = within(receipt()).getByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    const text = href.searchParams.get('text')!;
    expect(text.split('\n')[0]).toBe('Twiga payment receipt');
    expect(text).toContain('Transaction ID: TXN1001');
    expect(text).toContain('Mobile number: +255 ******001');
  });

  // RCPT-4
  it('offers no WhatsApp link without channel=whatsapp', async () => {
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('Thank you');
    expect(within(receipt()).queryByRole('link')).not.toBeInTheDocument();
  });

  // RCPT-5
  it('prints the page with Print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001');
    await findPageHeading('Thank you');
    await userEvent.click(within(receipt()).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  // RCPT-1
  it('offers nothing while the payment is In Processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = answerFetch({
      status: 'REQUEST_REGISTERED',
      transactionStatus: 'REQUEST_REGISTERED',
    });
    renderPayment('/payment/status?id=TXN1001');
    await waitFor(() => expect(seen.calls).toBe(1));
    expect(screen.queryByRole('button', { name: 'Share receipt' })).not.toBeInTheDocument();
    for (let i = 1; i <= 5; i += 1) {
      await waitFor(() => expect(seen.calls).toBe(i));
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await findPageHeading('In Processing');
    expect(screen.queryByRole('group', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return' })).toBeInTheDocument();
  });

  // RCPT-2
  it('shares in Swahili on the Swahili page', async () => {
    const share = givenShareSheet();
    answerFetch({});
    renderPayment('/payment/status?id=TXN1001', 'sw');
    await findPageHeading('Asante');
    const group = screen.getByRole('group', { name: 'Stakabadhi' });
    expect(within(group).getByRole('button', { name: 'Chapisha' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Shiriki stakabadhi' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const { title, text } = share.mock.calls[0]![0];
    expect(title).toBe('Stakabadhi ya malipo ya Twiga');
    expect(text).toContain('Namba ya muamala: TXN1001');
    expect(text).toContain('Namba ya simu: +255 ******001');
    expect(text).toContain('Matokeo: Yamefanikiwa');
  });
});
