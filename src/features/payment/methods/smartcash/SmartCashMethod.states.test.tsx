/**
 * The SmartCash screen in every state the smartCash model reaches, fresh and after a reload with
 * a transaction id: for each state, the model's shortest path (tests/model/smartCash.spec.ts)
 * drives a real `smartCash` actor there on a simulated clock, the screen renders from that actor
 * (../../testing/replayedWallet.tsx), and what a person sees must follow the tags the state holds
 * (machines/smartCash.machine.ts SmartCashTag) and the values it keeps: the attempts left and the
 * wrong-PIN message while a new initiation runs, the error toasted on the form. The OTP and PIN
 * modals are stand-ins (their own state tests: src/otp/OtpDialog.states.test.tsx,
 * ../../pin/PinModal.states.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SmartCashTag } from '../../../../../machines/smartCash.machine.ts';
import { smartCashSpec, smartCashStateKey } from '../../../../../tests/model/smartCash.spec.ts';
import { expectReached, statesOfEachInput } from '../../../../testing/modelStates.ts';
import { OtpStandIn, PinStandIn } from '../../testing/replayedWallet.tsx';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import * as wallet from '../../testing/walletStates.ts';
import type * as PinModalModule from '../../pin/PinModal.tsx';
import SmartCashMethod from './SmartCashMethod.tsx';

vi.mock('../shared/useWalletMachine.ts', () => import('../../testing/replayedWallet.tsx'));
vi.mock('../../../../otp/OtpDialog.tsx', () => ({ OtpDialog: OtpStandIn }));
// The re-initiating PIN modal is the real view: only the PIN child's modal is a stand-in.
vi.mock('../../pin/PinModal.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof PinModalModule>()),
  PinModal: PinStandIn,
}));

const { render } = setUpMethodTests(SmartCashMethod, 'smartcash');

const states = statesOfEachInput(smartCashSpec, smartCashStateKey, (input) =>
  input.resumeTransactionId ? 'after a reload' : 'fresh',
);

describe(
  'SmartCashMethod: each state of the smartCash machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-9, WAL-10, WAL-11, PAY-25
    it('the model reaches the screen states of the spec (OTP, PIN with 5 attempts, 56D005 re-initiating with 3 left, blocked with 0, the reload look-up)', () => {
      expectReached(states, [
        'fresh: form, attempts 5',
        'fresh: otp, attempts 5',
        'fresh: initiating, attempts 5',
        'fresh: pin, attempts 5',
        'fresh: initiating, attempts 3, error 56D005',
        'fresh: blocked, attempts 0, error 1006',
        'fresh: checkingStatus, attempts 5',
        'fresh: form, attempts 5, error 400',
        'after a reload: checkingStatus, attempts 5',
      ]);
    });

    // WAL-8, WAL-9, WAL-10, WAL-11, PAY-25, ERR-3
    wallet.itShowsEachState<SmartCashTag, (typeof states)[number]['input']>(
      states,
      smartCashSpec,
      async ({ snapshot, has }) => {
        const { attemptsLeft, error, reinitiating } = snapshot.context;
        render();

        // Proceed and Cancel are usable only while the form waits for the number.
        const proceed = await screen.findByRole('button', { name: 'Proceed' });
        const cancel = screen.getByRole('button', { name: 'Cancel' });
        wallet.expectUsableOnlyOnForm(has('form'), proceed, cancel);
        wallet.expectStandIns(has('otpOpen'), has('pinOpen'));

        // WAL-10: after 56D005 the PIN modal stays, busy, with the attempts from the answer, while
        // the payment is initiated again.
        const again = screen.queryByRole('dialog', { name: 'Enter your wallet PIN' });
        expect(again !== null).toBe(has('initiating') && reinitiating);
        if (again) {
          expect(within(again).getByText(`Attempts left: ${attemptsLeft}`)).toBeVisible();
          expect(within(again).getByRole('alert')).toHaveTextContent('Please enter correct PIN');
          expect(within(again).getByRole('button', { name: 'Pay' })).toBeUnavailable();
        }

        // WAL-11: the blocked message, with OK.
        wallet.expectEndingDialog(
          'SmartCash wallet blocked',
          has('blocked'),
          'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
        );

        // A call in flight (or the way to the status page) covers the form.
        const inFlight =
          (has('initiating') && !reinitiating) ||
          has('checkingStatus') ||
          snapshot.status === 'done';
        expect(screen.queryByText('Processing your payment') !== null).toBe(inFlight);

        // Back on the form with an error: it is toasted; with none, nothing is.
        await wallet.expectFormToast(has('form'), error);
      },
    );
  },
);
