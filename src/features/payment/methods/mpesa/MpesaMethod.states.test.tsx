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
import { shortestPathsByState } from '../../../../../tests/model/harness.ts';
import { mpesaSpec, mpesaStateKey } from '../../../../../tests/model/mpesa.spec.ts';
import { showReplayed, toastedWords } from '../../testing/replayedWallet.tsx';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import MpesaMethod from './MpesaMethod.tsx';
import { replayTo } from '../../../../../tests/model/replayTo.ts';

vi.mock('../shared/useWalletMachine.ts', () => import('../../testing/replayedWallet.tsx'));

const { render } = setUpMethodTests(MpesaMethod, 'mpesa');

const runOf = (input: { resumeTransactionId?: string; paymentMaxTry?: number }) =>
  input.resumeTransactionId
    ? 'after a reload'
    : input.paymentMaxTry
      ? `paymentMaxTry ${input.paymentMaxTry}`
      : 'fresh';
/** The model's states, with the error the form toasts told apart too. */
const stateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error } = snapshot.context as { error: { code: string } | null };
  return `${mpesaStateKey(snapshot)}${error ? `, error ${error.code}` : ''}`;
};
const states = mpesaSpec.inputs.flatMap((input) =>
  shortestPathsByState({ ...mpesaSpec, input }, stateKey).map((state) => ({
    ...state,
    input,
    run: runOf(input),
  })),
);

describe(
  'MpesaMethod: each state of the mpesa machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-3, WAL-4, WAL-14, PAY-25
    it('the model reaches the screen states of the spec (initiation, processing with mode MPESA, the 10 s polls up to paymentMaxTry 3, the reload look-up)', () => {
      expect(states.map(({ run, state }) => `${run}: ${state}`)).toEqual(
        expect.arrayContaining([
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
        ]),
      );
    });

    // WAL-3, WAL-13, WAL-14, PAY-25, ERR-3
    it.each(states)('$run: $state', async ({ input, events }) => {
      const run = await replayTo({ ...mpesaSpec, input }, events);
      showReplayed(run.actor);
      const snapshot = run.actor.getSnapshot();
      const has = (tag: MpesaTag) => snapshot.hasTag(tag);
      const { error } = snapshot.context;
      render();

      // 'Continue to pay' and Cancel are usable only while the form waits.
      const pay = await screen.findByRole('button', { name: 'Continue to pay' });
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      if (has('form')) {
        expect(pay).toBeAvailable();
        expect(cancel).toBeAvailable();
      } else {
        expect(pay).toBeUnavailable();
        expect(cancel).toBeUnavailable();
      }

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
      if (has('form') && error) {
        expect(await screen.findByRole('alert')).toHaveTextContent(toastedWords(error));
      } else if (has('form')) {
        expect(screen.queryByRole('alert')).toBeNull();
      }
      run.actor.stop();
    });
  },
);
