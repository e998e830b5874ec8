import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import AirtimeMethod from './AirtimeMethod.tsx';
import { savePendingTransaction } from '../../shared/pendingTransaction.ts';
import { pendingKey } from '../shared/usePaymentFlow.ts';
import { failure, ok } from '../../../../testing/envelope.ts';
import {
  apiUrl,
  balanceOf,
  clickWhenEnabled,
  expectInitiatedOnce,
  otpHandlers,
  recordedPayment,
  setUpMethodTests,
  submitAndVerify,
  typeOtp,
  type User,
} from '../../testing/testKit.tsx';

const { server, props, render } = setUpMethodTests(AirtimeMethod, 'airtime');

async function submitForm(user: User) {
  await clickWhenEnabled(user, 'Pay with airtime');
}

describe('AirtimeMethod', () => {
  // WAL-17
  it('shows the phone and email rules of the airtime form', async () => {
    const { user } = render();
    const phone = await screen.findByRole('textbox', { name: /mobile number/i });
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.clear(phone);
    await user.type(phone, '71');
    await user.tab();
    expect(await screen.findByText('Please enter valid phone no')).toBeVisible();
    await user.clear(phone);
    await user.tab();
    expect(await screen.findByText('Please enter Phone No')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Please enter valid email')).toBeVisible();
    await user.clear(email);
    await user.tab();
    expect(await screen.findByText('Email id is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with airtime' })).toBeUnavailable();
  });

  // WAL-16
  it('says the balance is insufficient and initiates nothing when airtime is below the amount', async () => {
    let initiated = 0;
    server.use(
      ...otpHandlers(),
      balanceOf(200),
      http.post(apiUrl('initiate'), () => ((initiated += 1), ok({ transactionId: 'T1' }))),
      http.post(apiUrl('authInitiate'), () => ((initiated += 1), ok({ transactionId: 'T1' }))),
    );
    const { user } = render();
    await submitAndVerify(user, 'Pay with airtime');
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(initiated).toBe(0);
  });

  // OTP-4
  it('counts down the OTP attempts on 2003 and keeps the boxes open', async () => {
    server.use(
      ...otpHandlers((otp) =>
        otp === '123456'
          ? ok({ uniqueCode: 'UC1', tokenType: 'Bearer', accessToken: 'T' })
          : failure('2003', 'Please enter correct OTP', { attemptsLeft: 4 }),
      ),
    );
    const { user } = render();
    await submitForm(user);
    await typeOtp(user, '111111');
    const dialog = screen.getByRole('dialog', { name: 'Enter the verification code' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please enter correct OTP');
    expect(alert).toHaveTextContent('Attempts left: 4');
    expect(within(dialog).getByRole('textbox', { name: /digit 1 of 6/i })).toHaveValue('');
  });

  // OTP-5
  it('hides resend and says so when the attempts are exhausted (2002)', async () => {
    server.use(...otpHandlers(() => failure('2002', 'Maximum attempts exhausted.')));
    const { user } = render();
    await submitForm(user);
    await typeOtp(user, '999999');
    const dialog = screen.getByRole('dialog', { name: 'Enter the verification code' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Maximum attempts exhausted.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/new code in/i)).not.toBeInTheDocument();
  });

  // OTP-6
  it('shows the server message of 4001 and says the modal will close by itself', async () => {
    server.use(
      ...otpHandlers(() => failure('4001', 'OTP session not found. Please request a new OTP.')),
    );
    const { user } = render();
    await submitAndVerify(user, 'Pay with airtime');
    const alert = await within(
      screen.getByRole('dialog', { name: 'Enter the verification code' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('OTP session not found. Please request a new OTP.');
    expect(alert).toHaveTextContent('This window closes by itself in a few seconds.');
  });

  // OTP-8
  it('closes the OTP modal and shows the server text when the OTP cannot be sent (502)', async () => {
    server.use(
      http.post(apiUrl('paymentOtpSend'), () =>
        Response.json(
          {
            statusCode: 502,
            status: 'failure',
            message: 'max limit exhausted, please try after sometime.',
          },
          { status: 502 },
        ),
      ),
    );
    const { user } = render();
    await submitForm(user);
    expect(
      await screen.findByText('max limit exhausted, please try after sometime.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // OTP-9, OTP-12, WAL-7, WAL-15
  it('asks "Are you sure?", then initiates once with the TZ payment mobile behind the OTP token and goes to the status page', async () => {
    const { sent, handlers } = recordedPayment('TXN-9', 'auth');
    server.use(...otpHandlers(), balanceOf(50_000), ...handlers);
    const { user } = render();
    await submitAndVerify(user, 'Pay with airtime');
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectInitiatedOnce(sent, 'TXN-9', {
      paymentMobile: '0712000001',
      mobileNumber: '712000001',
      paymentMode: 'AIRTIME',
      uniqueCode: 'UC1',
      amount: 1000,
      emailId: 'payer@example.co.tz',
    });
    expect(sent.processed).toMatchObject({
      transactionId: 'TXN-9',
      paymentMode: 'AIRTIME',
      isSubscriberRequest: true,
      proccessFlag: true,
    });
    // Both through the auth variants with the verified OTP's token (the strict test server fails
    // any call without a handler, so a plain initiate or process would fail the test).
    expect(sent.authorizations).toEqual(['Bearer TKN1', 'Bearer TKN1']);
    expect(JSON.parse(sessionStorage.getItem('paymentPendingTransaction') ?? '{}')).toMatchObject({
      transactionId: 'TXN-9',
    });
  });

  it('shows the server message in a toast when initiation fails, and the form again', async () => {
    server.use(
      ...otpHandlers(),
      balanceOf(50_000),
      http.post(apiUrl('authInitiate'), () => failure('400', 'Invalid amount')),
    );
    const { user } = render();
    await submitAndVerify(user, 'Pay with airtime');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Invalid amount')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with airtime' })).toBeAvailable();
  });

  it('resumes to the status check after a reload instead of paying again', async () => {
    savePendingTransaction(pendingKey('airtime', props.session, props.charge), 'TXN-OLD');
    server.use(
      http.get(apiUrl('status'), () =>
        ok({ transactionId: 'TXN-OLD', transactionStatus: 'SUCCESS' }),
      ),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Status of TXN-OLD' })).toBeVisible();
  });
});
