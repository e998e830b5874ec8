/**
 * The MPESA screen in every state the mpesa model reaches, fresh (default cap), after a reload
 * with a transaction id and with paymentMaxTry 3: for each state, the model's shortest path
 * (tests/model/mpesa.spec.ts) drives a real `mpesa` actor there on a simulated clock, the screen
 * renders from that actor (../../testing/replayedWallet.tsx), and what a person sees must follow
 * the tags the state holds (machines/mpesa.machine.ts MpesaTag) and the error it keeps.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MpesaTag } from '../../../../../machines/mpesa.machine.ts';
import { mpesaSpec, mpesaStateKey } from '../../../../../tests/model/mpesa.spec.ts';
import {
  expectReached,
  statesOfEachInput,
  withErrorCode,
} from '../../../../testing/modelStates.ts';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import * as wallet from '../../testing/walletStates.ts';
import MpesaMethod from './MpesaMethod.tsx';

vi.mock('../shared/useWalletMachine.ts', () => import('../../testing/replayedWallet.tsx'));

const { render } = setUpMethodTests(MpesaMethod, 'mpesa');

const runOf = (input: { resumeTransactionId?: string; paymentMaxTry?: number }) =>
  input.resumeTransactionId
    ? 'after a reload'
    : input.paymentMaxTry
      ? `paymentMaxTry ${input.paymentMaxTry}`
      : 'fresh';
/** The model's states, with the error the form toasts told apart too. */
const states = statesOfEachInput(mpesaSpec, withErrorCode(mpesaStateKey), runOf);

describe(
  'MpesaMethod: each state of the mpesa machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-3, WAL-4, WAL-14, PAY-25
    it('the model reaches the screen states of the spec (initiation, processing with mode MPESA, the 10 s polls up to paymentMaxTry 3, the reload look-up)', () => {
      expectReached(states, [
        'fresh: form, polls 0',
        'fresh: initiating, polls 0',
        'fresh: processing, polls 0',
        'fresh: checkingStatus, polls 0',
        'fresh: waiting, polls 1',
        'fresh: done, polls 0',
        'fresh: form, polls 0, error 400',
        'fresh: form, polls 0, error 500',
        'fresh: form, polls 0, error generic',
        'paymentMaxTry 3: waiting, polls 3',
        'paymentMaxTry 3: checkingStatus, polls 3',
        'paymentMaxTry 3: done, polls 3',
        'after a reload: checkingStatus, polls 0',
      ]);
    });

    // WAL-3, WAL-13, WAL-14, PAY-25, ERR-3
    wallet.itShowsEachState<MpesaTag, (typeof states)[number]['input']>(
      states,
      mpesaSpec,
      async ({ snapshot, has }) => {
        const { error } = snapshot.context;
        render();

        // 'Continue to pay' and Cancel are usable only while the form waits.
        const pay = await screen.findByRole('button', { name: 'Continue to pay' });
        const cancel = screen.getByRole('button', { name: 'Cancel' });
        wallet.expectUsableOnlyOnForm(has('form'), pay, cancel);

        // A call in flight, the 10 s wait between look-ups, or the way to the status page covers
        // the form.
        const inFlight =
          ['initiating', 'processing', 'checkingStatus', 'waiting'].some((tag) =>
            has(tag as MpesaTag),
          ) || snapshot.status === 'done';
        expect(screen.queryByText('Processing your payment') !== null).toBe(inFlight);
        // From the process call on, the request waits on the payer's phone: approve it there.
        const onThePhone = ['processing', 'checkingStatus', 'waiting'].some((tag) =>
          has(tag as MpesaTag),
        );
        if (onThePhone)
          expect(
            screen.getByText(
              'We sent a payment request to your phone. Approve it to complete the payment.',
            ),
          ).toBeVisible();
        else if (inFlight)
          expect(
            screen.getByText('Please wait while we confirm your payment. Do not close this page.'),
          ).toBeVisible();

        // Back on the form with an error: it is toasted; with none, nothing is.
        await wallet.expectFormToast(has('form'), error);
      },
    );
  },
);
