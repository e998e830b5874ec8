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
import { shortestPathsByState } from '../../../../../tests/model/harness.ts';
import { smartCashSpec, smartCashStateKey } from '../../../../../tests/model/smartCash.spec.ts';
import {
  OtpStandIn,
  PinStandIn,
  showReplayed,
  toastedWords,
} from '../../testing/replayedWallet.tsx';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import type * as PinModalModule from '../../pin/PinModal.tsx';
import SmartCashMethod from './SmartCashMethod.tsx';
import { replayTo } from '../../../../../tests/model/replayTo.ts';

vi.mock('../shared/useWalletMachine.ts', () => import('../../testing/replayedWallet.tsx'));
vi.mock('../../../../otp/OtpDialog.tsx', () => ({ OtpDialog: OtpStandIn }));
// The re-initiating PIN modal is the real view: only the PIN child's modal is a stand-in.
vi.mock('../../pin/PinModal.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof PinModalModule>()),
  PinModal: PinStandIn,
}));

const { render } = setUpMethodTests(SmartCashMethod, 'smartcash');

const states = smartCashSpec.inputs.flatMap((input) =>
  shortestPathsByState({ ...smartCashSpec, input }, smartCashStateKey).map((state) => ({
    ...state,
    input,
    start: input.resumeTransactionId ? 'after a reload' : 'fresh',
  })),
);

describe(
  'SmartCashMethod: each state of the smartCash machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-9, WAL-10, WAL-11, PAY-25
    it('the model reaches the screen states of the spec (OTP, PIN with 5 attempts, 56D005 re-initiating with 3 left, blocked with 0, the reload look-up)', () => {
      expect(states.map(({ start, state }) => `${start}: ${state}`)).toEqual(
        expect.arrayContaining([
          'fresh: form, attempts 5',
          'fresh: otp, attempts 5',
          'fresh: initiating, attempts 5',
          'fresh: pin, attempts 5',
          'fresh: initiating, attempts 3, error 56D005',
          'fresh: blocked, attempts 0, error 1006',
          'fresh: checkingStatus, attempts 5',
          'fresh: form, attempts 5, error 400',
          'after a reload: checkingStatus, attempts 5',
        ]),
      );
    });

    // WAL-8, WAL-9, WAL-10, WAL-11, PAY-25, ERR-3
    it.each(states)('$start: $state', async ({ input, events }) => {
      const run = await replayTo({ ...smartCashSpec, input }, events);
      showReplayed(run.actor);
      const snapshot = run.actor.getSnapshot();
      const has = (tag: SmartCashTag) => snapshot.hasTag(tag);
      const { attemptsLeft, error, reinitiating } = snapshot.context;
      render();

      // Proceed and Cancel are usable only while the form waits for the number.
      const proceed = await screen.findByRole('button', { name: 'Proceed' });
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      if (has('form')) {
        expect(proceed).toBeAvailable();
        expect(cancel).toBeAvailable();
      } else {
        expect(proceed).toBeUnavailable();
        expect(cancel).toBeUnavailable();
      }
      expect(screen.queryByRole('dialog', { name: 'OTP modal stand-in' }) !== null).toBe(
        has('otpOpen'),
      );
      expect(screen.queryByRole('dialog', { name: 'PIN modal stand-in' }) !== null).toBe(
        has('pinOpen'),
      );

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
      const blocked = screen.queryByRole('dialog', { name: 'SmartCash wallet blocked' });
      expect(blocked !== null).toBe(has('blocked'));
      if (blocked) {
        expect(within(blocked).getByRole('alert')).toHaveTextContent(
          'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
        );
        expect(within(blocked).getByRole('button', { name: 'OK' })).toBeAvailable();
      }

      // A call in flight (or the way to the status page) covers the form.
      const inFlight =
        (has('initiating') && !reinitiating) || has('checkingStatus') || snapshot.status === 'done';
      expect(screen.queryByText('Processing your payment') !== null).toBe(inFlight);

      // Back on the form with an error: it is toasted; with none, nothing is.
      if (has('form') && error) {
        expect(await screen.findByRole('alert')).toHaveTextContent(toastedWords(error));
      } else if (has('form')) {
        expect(screen.queryByRole('alert')).toBeNull();
      }
      run.actor.stop();
    });
  },
);
