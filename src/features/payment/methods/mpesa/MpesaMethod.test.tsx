import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import MpesaMethod from './MpesaMethod.tsx';
import { failure, ok } from '../../../../testing/envelope.ts';
import {
  apiUrl,
  expectInitiatedOnce,
  recordedPayment,
  setUpMethodTests,
} from '../../testing/testKit.tsx';

const { server, render } = setUpMethodTests(MpesaMethod, 'mpesa');

describe('MpesaMethod', () => {
  // WAL-14
  it('initiates once on a double click, processes with mode MPESA and no PIN, then shows the status page', async () => {
    const { sent, handlers } = recordedPayment('MP-1');
    server.use(
      ...handlers,
      http.get(apiUrl('status'), () => ok({ transactionId: 'MP-1', transactionStatus: 'SUCCESS' })),
    );
    const { user } = render();
    const pay = await screen.findByRole('button', { name: 'Continue to pay' });
    await waitFor(() => expect(pay).toBeAvailable());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeAvailable();
    await user.dblClick(pay);
    await expectInitiatedOnce(sent, 'MP-1', {
      paymentMode: 'MPESA',
      paymentMobile: '0712000001',
      mobileNumber: '712000001',
      emailId: 'payer@example.co.tz',
    });
    expect(sent.processed).toMatchObject({ paymentMode: 'MPESA', transactionId: 'MP-1' });
    expect(sent.processed).not.toHaveProperty('amPin');
  });

  // API-4
  it('shows "Something Went Wrong!" when initiation fails without a message', async () => {
    server.use(http.post(apiUrl('initiate'), () => failure('500', '')));
    const { user } = render();
    const pay = await screen.findByRole('button', { name: 'Continue to pay' });
    await waitFor(() => expect(pay).toBeAvailable());
    await user.click(pay);
    expect(await screen.findByText('Something Went Wrong!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to pay' })).toBeAvailable();
  });
});
