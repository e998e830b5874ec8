import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { paymentStarted, renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as PostpaidBill } from './PostpaidBillRoute.tsx';
import { rechargeHandlers } from './testing/rechargeHandlers.ts';

// A typed number is validated after the spec's 1000 ms input handler delay, so waits outlast it.
configure({ asyncUtilTimeout: 3_000 });

const server = setUpTestServer(rechargeHandlers());

function renderPage() {
  return renderPayingScreen('/postpaid-bill-pay', PostpaidBill, {
    resources: cmsTexts('recharge-translation', 'validation-translation', 'otp-translation'),
  }).user;
}

describe('/postpaid-bill-pay', () => {
  // BILL-5
  it('finds the bill by account number, rounds 45500.50 up to 45501 with a note, and pays it', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), '713000001');
    await user.click(await screen.findByRole('button', { name: 'Use account number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your account number' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Account Number/ }),
      '1000000002',
    );
    // Under the dialog's title, the form's own title ('Account number') is not a second heading.
    expect(within(dialog).queryByText('Account number')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('The account number does not match the mobile number.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Account Number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Account Number/ }), '1000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/rounded up to TZS\s45,501/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Pay TZS\s45,501/ }));
    expect(await paymentStarted()).toMatchObject({
      msisdn: '713000001',
      amount: 45501,
      lineType: 'POSTPAID',
      transactionType: 'POSTPAID_BILL',
      rechargeType: 'POSTPAID BILL PAYMENT',
      redirectPage: '/postpaid-bill-pay',
    });
  });

  // OTP-11, BILL-1
  it('finds the bill through the OTP modal', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), '713000002');
    await user.click(await screen.findByRole('button', { name: 'Get bill via OTP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your number' });
    const first = await within(dialog).findByRole('textbox', { name: /1/ });
    await user.click(first);
    await user.paste('123456');
    expect(await screen.findByRole('button', { name: /Pay TZS\s12,000/ })).toBeInTheDocument();
    expect(screen.queryByText(/rounded up/)).not.toBeInTheDocument();
  });

  // REC-5
  it('with postpaidHybridCheck on, validates the number with requestType HYBRID_POSTPAID_CHECK', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/subscriber/v1/validate-number'))
        void request
          .clone()
          .json()
          .then((body: { data?: unknown }) => sent.push(body.data));
    });
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), '713000002');
    expect(await screen.findByText('Postpaid line confirmed')).toBeInTheDocument();
    expect(sent).toEqual([
      { msisdn: '713000002', checkIfBroadband: false, requestType: 'HYBRID_POSTPAID_CHECK' },
    ]);
    server.events.removeAllListeners();
  });

  // BILL-6
  it('shows no amount field before the bill choice, and the amount below it once the line is confirmed', async () => {
    const user = renderPage();
    const phone = await screen.findByRole('textbox', { name: /Mobile Number/ });
    // Before the line is known: the number alone, no amount and no Pay button.
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /Amount/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    await user.type(phone, '713000001');
    const viaOtp = await screen.findByRole('button', { name: 'Get bill via OTP' });
    const section = screen.getByRole('region', { name: 'Pay another amount' });
    const amount = within(section).getByLabelText(/Amount/);
    // Document order: bill choice first, then the amount.
    expect(viaOtp.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const pay = within(section).getByRole('button', { name: 'Pay' });
    expect(pay).toBeUnavailable();
    await user.type(amount, '20000');
    await waitFor(() => expect(pay).toBeAvailable());
    await user.click(pay);
    expect(await paymentStarted()).toMatchObject({
      msisdn: '713000001',
      amount: 20000,
      transactionType: 'POSTPAID_BILL',
    });
  });

  // REC-11
  it('offers a confirmed postpaid line no bundles, only the bill and the amount', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), '713000001');
    expect(await screen.findByRole('button', { name: 'Get bill via OTP' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pay another amount' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bundles' })).not.toBeInTheDocument();
  });

  // REC-8
  it('refuses a prepaid number and offers no bundles', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), '712000001');
    expect(await screen.findByText('This number is not a postpaid line')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bundles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get bill via OTP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay another amount' })).not.toBeInTheDocument();
  });
});
