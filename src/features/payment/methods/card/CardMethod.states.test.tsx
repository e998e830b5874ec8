/**
 * The card screen in every state the card model reaches, fresh and resumed after Back from the
 * gateway: for each state (told apart by the error it returned to the form with), the model's
 * shortest path (tests/model/card.spec.ts) drives a real `card` actor there on a simulated clock,
 * CardMethod renders from that actor's snapshot, and what a person sees must follow the tags the
 * state declares (machines/card.machine.ts CardTag): the form usable only when 'editable', the
 * spinner's line while 'busy', asking to finish in the Paystack window while 'popup'. The final
 * states keep the spinner until the screen has navigated or redirected, so they are checked too.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CardTag } from '../../../../../machines/card.machine.ts';
import { cardSpec } from '../../../../../tests/model/card.spec.ts';
import { leafStates } from '../../../../../tests/model/harness.ts';
import { expectReached, statesOfEachInput } from '../../../../testing/modelStates.ts';
import { cmsTexts } from '../../../../testing/cmsTexts.ts';
import { renderRoutes } from '../../../../testing/renderScreen.tsx';
import { sampleMethodProps, sampleOptionsOf } from '../../testing/sampleSessions.ts';
import { setUpPaymentServer } from '../../testing/testKit.tsx';
import CardMethod from './CardMethod.tsx';
import { replayed } from '../../../../testing/replayedMachine.ts';
import { replayTo } from '../../../../../tests/model/replayTo.ts';

// The screen's card machine is the replayed actor; any other machine runs as it would.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../../../../testing/replayedMachine.ts')).replayedMachine('card', importOriginal),
);

setUpPaymentServer();

const props = sampleMethodProps(sampleOptionsOf('PG'));

/**
 * A state with the error it returned to the form with ('form, error 400'); the form back after a
 * transaction was initiated also names it (PAY-11: 'form, transaction T-1', no error).
 */
const stateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, transactionId } = snapshot.context as {
    error: { code: string } | null;
    transactionId: string;
  };
  const leaves = leafStates(snapshot);
  const kept = leaves === 'form' && transactionId ? `, transaction ${transactionId}` : '';
  return `${leaves}${kept}${error ? `, error ${error.code}` : ''}`;
};

/** Each input's states: a fresh payment, and one resumed with its transaction id. */
const states = statesOfEachInput(cardSpec, stateKey, (input) =>
  'resumeTransactionId' in input ? 'resumed' : 'fresh',
);

/** The toast of an error the form returned with: the server's message, else the generic text. */
const toastOf = (code: string) => ({ '400': 'bad', '500': 'x' })[code] ?? 'Something Went Wrong!';

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
const SLOW = { timeout: 5_000 };

describe(
  'CardMethod: each state of the card machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // CARD-1, CARD-3, CARD-8, PAY-11, PAY-25
    it('the model reaches the screen states of the spec (form, initiating, processing, the popup loading and open, the redirect, the resumed status check)', () => {
      expectReached(states, [
        'fresh: form',
        'fresh: initiating',
        'fresh: processing',
        'fresh: popup.loading',
        'fresh: popup.open',
        'fresh: checkingStatus',
        'fresh: redirecting',
        'fresh: cancelled',
        'fresh: done',
        'fresh: form, transaction T-1',
        'fresh: form, error 400',
        'fresh: form, error generic',
        'fresh: form, transaction T-1, error 500',
        'fresh: form, transaction T-1, error generic',
        'resumed: checkingStatus',
      ]);
    });

    // CARD-1, CARD-3, CARD-8, PAY-11, PAY-25
    it.each(states)('$run: $state', async ({ input, events }) => {
      const run = await replayTo({ ...cardSpec, input }, events);
      const snapshot = run.actor.getSnapshot();
      replayed.current = [snapshot, run.actor.send];
      const has = (tag: CardTag) => snapshot.hasTag(tag);
      renderRoutes([{ path: '/', element: <CardMethod {...props} /> }], '/', {
        resources: cmsTexts('payment-translation', 'validation-translation'),
      });

      // The form takes a gateway and an email only when editable; otherwise it waits.
      const email = await screen.findByRole('textbox', { name: /Email/ }, SLOW);
      const paystack = screen.getByRole('radio', { name: 'Paystack' });
      // (The gateways sit in a fieldset the form disables: toBeDisabled reads the fieldset too.)
      for (const field of [email, paystack])
        if (has('editable')) expect(field).toBeEnabled();
        else expect(field).toBeDisabled();
      if (!has('editable'))
        expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();

      // Busy: the spinner's line, the Paystack window's while the popup is up.
      const line = screen.queryByText(/^(Processing your payment…|Complete the payment)/);
      expect(line !== null).toBe(has('busy'));
      if (line)
        expect(line).toHaveTextContent(
          has('popup')
            ? 'Complete the payment in the Paystack window.'
            : 'Processing your payment…',
        );
      expect(has('busy')).toBe(!has('editable'));

      // Back at the form after a failure: the toast says what went wrong (PAY-11 says nothing).
      const { error } = snapshot.context;
      if (has('editable') && error)
        expect(await screen.findByText(toastOf(error.code))).toBeInTheDocument();
      else expect(screen.queryByRole('alert')).toBeNull();
      run.actor.stop();
    });
  },
);
