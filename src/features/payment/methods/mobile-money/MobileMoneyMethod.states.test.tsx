/**
 * The mobile-money screen in every state the mobileMoney model reaches, with the PIN option on
 * and off and after a reload with a transaction id: for each state, the model's shortest path
 * (tests/model/mobileMoney.spec.ts) drives a real `mobileMoney` actor there on a simulated clock,
 * the screen renders from that actor (../../testing/replayedWallet.tsx), and what a person sees
 * must follow the tags the state holds (machines/mobileMoney.machine.ts MobileMoneyTag) and the
 * error it keeps. The OTP and PIN modals are stand-ins (their own state tests:
 * src/otp/OtpDialog.states.test.tsx, ../../pin/PinModal.states.test.tsx); the operator-number
 * child has its own (./OperatorNumber.states.test.tsx).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MobileMoneyTag } from '../../../../../machines/mobileMoney.machine.ts';
import {
  mobileMoneySpec,
  mobileMoneyStateKey,
} from '../../../../../tests/model/mobileMoney.spec.ts';
import { expectReached, statesOfEachInput } from '../../../../testing/modelStates.ts';
import { OtpStandIn, PinStandIn } from '../../testing/replayedWallet.tsx';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import * as wallet from '../../testing/walletStates.ts';
import MobileMoneyMethod from './MobileMoneyMethod.tsx';

vi.mock('../shared/useWalletMachine.ts', () => import('../../testing/replayedWallet.tsx'));
vi.mock('../../../../otp/OtpDialog.tsx', () => ({ OtpDialog: OtpStandIn }));
vi.mock('../../pin/PinModal.tsx', () => ({ PinModal: PinStandIn }));

const { props, render } = setUpMethodTests(MobileMoneyMethod, 'AM');

const runOf = (input: { pinEnabled: boolean; resumeTransactionId?: string }) =>
  input.resumeTransactionId ? 'after a reload' : input.pinEnabled ? 'PIN on' : 'PIN off';
const states = statesOfEachInput(mobileMoneySpec, mobileMoneyStateKey, runOf);

describe(
  'MobileMoneyMethod: each state of the mobileMoney machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-1, WAL-2, WAL-3, PIN-4, PAY-25
    it('the model reaches the screen states of the spec (push request, OTP then PIN, 1006 locked, the 10 s polls, the reload look-up)', () => {
      expectReached(states, [
        'PIN on: form, polls 0',
        'PIN on: otp, polls 0',
        'PIN on: initiating, polls 0',
        'PIN on: pin, polls 0',
        'PIN on: locked, polls 0, error 1006',
        'PIN on: checkingStatus, polls 0',
        'PIN on: waiting, polls 1',
        'PIN on: checkingStatus, polls 1',
        'PIN on: form, polls 0, error 500',
        'PIN off: form, polls 0',
        'PIN off: initiating, polls 0',
        'PIN off: pushing, polls 0',
        'PIN off: form, polls 0, error 400',
        'after a reload: checkingStatus, polls 0',
      ]);
    });

    // WAL-1, WAL-2, WAL-3, PIN-4, PAY-25, ERR-3
    wallet.itShowsEachState<MobileMoneyTag, (typeof states)[number]['input']>(
      states,
      mobileMoneySpec,
      async ({ snapshot, has }, input) => {
        const { error } = snapshot.context;
        render({ config: { ...props.config, enableAmPin: input.pinEnabled } });

        // Continue is usable only while the form waits for the number.
        const submit = await screen.findByRole('button', { name: 'Continue' });
        wallet.expectUsableOnlyOnForm(has('form'), submit);
        wallet.expectStandIns(has('otpOpen'), has('pinOpen'));

        // PIN-4: 1006 says the PIN is locked and where to unlock it, with OK.
        wallet.expectEndingDialog(
          'Wallet PIN locked',
          has('locked'),
          'Your Twiga Money PIN is locked after too many incorrect attempts. To unlock it, visit a Twiga shop or call customer care on 100.',
        );

        // A call in flight, the 10 s wait between look-ups, or the way to the status page covers
        // the form; with the PIN option off it asks the payer to approve the push request.
        const inFlight =
          ['initiating', 'processing', 'checkingStatus', 'waiting'].some((tag) =>
            has(tag as MobileMoneyTag),
          ) || snapshot.status === 'done';
        expect(screen.queryByText('Processing your payment') !== null).toBe(inFlight);
        const push = 'We sent a payment request to your phone. Approve it to complete the payment.';
        expect(screen.queryByText(push) !== null).toBe(inFlight && !input.pinEnabled);
        if (inFlight && input.pinEnabled)
          expect(
            screen.getByText('Please wait while we confirm your payment. Do not close this page.'),
          ).toBeVisible();

        // Back on the form with an error: it is toasted; with none, nothing is.
        await wallet.expectFormToast(has('form'), error);
      },
    );
  },
);
