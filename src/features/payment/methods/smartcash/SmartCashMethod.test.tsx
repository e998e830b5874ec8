import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import SmartCashMethod from './SmartCashMethod.tsx';
import { failure, ok } from '../../../../testing/envelope.ts';
import {
  apiUrl,
  otpHandlers,
  setUpMethodTests,
  submitAndVerify,
  typePin,
} from '../../testing/testKit.tsx';

const { server, render } = setUpMethodTests(SmartCashMethod, 'smartcash');

describe('SmartCashMethod', () => {
  // WAL-8
  it('shows the fixed +255, Proceed and Cancel', async () => {
    render();
    expect(
      await screen.findByRole('textbox', { name: /mobile number/i }),
    ).toHaveAccessibleDescription(/\+255/);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  // PIN-6, WAL-10, WAL-11, API-10
  it('shows the amount, attempts, customer care and PIN reset dial; a wrong PIN re-initiates; 1006 shows the blocked message', async () => {
    let initiations = 0;
    let pins = 0;
    server.use(
      ...otpHandlers(),
      http.post(
        apiUrl('authInitiate'),
        () => (
          (initiations += 1),
          ok({ transactionId: 'SC-1', encryptionKeyDetails: { key: '' } })
        ),
      ),
      http.post(apiUrl('authProcess'), () => {
        pins += 1;
        return pins === 1
          ? failure('56D005', 'Please enter correct PIN', { attemptsLeft: 4 })
          : failure(
              '1006',
              'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
              { attemptsLeft: 0 },
            );
      }),
    );
    const { user } = render();
    await submitAndVerify(user, 'Proceed');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wallet PIN' });
    expect(within(dialog).getByText(/Amount: TZS\s1,000/)).toBeVisible();
    expect(within(dialog).getByText('Attempts left: 5')).toBeVisible();
    expect(within(dialog).getByText('Need help? Call customer care on 100.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Dial *150*60#' })).toHaveAttribute(
      'href',
      'tel:*150*60%23',
    );

    await typePin(user, '1111');
    const again = await screen.findByRole('dialog', { name: 'Enter your wallet PIN' });
    expect(await within(again).findByText('Attempts left: 4')).toBeVisible();
    expect(within(again).getByRole('alert')).toHaveTextContent('Please enter correct PIN');
    await waitFor(() => expect(initiations).toBe(2));

    await typePin(user, '2222');
    const blocked = await screen.findByRole('dialog', { name: 'SmartCash wallet blocked' });
    expect(within(blocked).getByRole('alert')).toHaveTextContent(
      'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
    );
  });

  // WAL-12
  it('closing the PIN modal resets the attempts to 5', async () => {
    let pins = 0;
    server.use(
      ...otpHandlers(),
      http.post(apiUrl('authInitiate'), () => ok({ transactionId: 'SC-2' })),
      http.post(
        apiUrl('authProcess'),
        () => ((pins += 1), failure('56D005', 'Please enter correct PIN', { attemptsLeft: 4 })),
      ),
    );
    const { user } = render();
    await submitAndVerify(user, 'Proceed');
    await typePin(user, '1111');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wallet PIN' });
    expect(await within(dialog).findByText('Attempts left: 4')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('Confirming your PIN ...')).not.toBeInTheDocument(),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await submitAndVerify(user, 'Proceed');
    expect(
      await within(await screen.findByRole('dialog', { name: 'Enter your wallet PIN' })).findByText(
        'Attempts left: 5',
      ),
    ).toBeVisible();
    expect(pins).toBe(1);
  });

  // WAL-11
  it('speaks Swahili: the blocked message in SW', async () => {
    server.use(
      ...otpHandlers(),
      http.post(apiUrl('authInitiate'), () => ok({ transactionId: 'SC-4' })),
      http.post(apiUrl('authProcess'), () => failure('1006', 'blocked', { attemptsLeft: 0 })),
    );
    const { user } = render({}, 'sw');
    const go = await screen.findByRole('button', { name: 'Endelea' });
    await waitFor(() => expect(go).toBeAvailable());
    await user.click(go);
    const otp = await screen.findByRole('dialog', { name: 'Weka nambari ya uthibitisho' });
    await user.click(await within(otp).findByRole('textbox', { name: /1/ }));
    await user.keyboard('123456');
    const pin = await screen.findByRole('dialog', { name: 'Weka PIN ya pochi yako' });
    await user.click(within(pin).getAllByLabelText(/1/)[0] as HTMLElement);
    await user.keyboard('9999');
    await user.click(within(pin).getByRole('button', { name: 'Lipa' }));
    const blocked = await screen.findByRole('dialog', { name: 'Pochi ya SmartCash imefungwa' });
    expect(within(blocked).getByRole('alert')).toHaveTextContent(
      'Pochi yako ya Smart Cash imefungwa',
    );
  });

  // WAL-9
  it('goes to the status page after the right PIN', async () => {
    server.use(
      ...otpHandlers(),
      http.post(apiUrl('authInitiate'), () => ok({ transactionId: 'SC-3' })),
      http.post(apiUrl('authProcess'), () =>
        ok({ transactionId: 'SC-3', transactionStatus: 'SUCCESS' }),
      ),
      http.get(apiUrl('status'), () => ok({ transactionId: 'SC-3', transactionStatus: 'SUCCESS' })),
    );
    const { user } = render();
    await submitAndVerify(user, 'Proceed');
    await typePin(user, '1234');
    expect(await screen.findByRole('heading', { name: 'Status of SC-3' })).toBeVisible();
  });
});
