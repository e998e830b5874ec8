/**
 * The payment status page in every state the paymentStatus model reaches: for each state (told
 * apart by the status it shows and the error of a failed look-up), the model's shortest path
 * (tests/model/paymentStatus.spec.ts) drives a real `paymentStatus` actor there on a simulated
 * clock, PaymentStatus renders from that actor's snapshot, and what a person sees must follow the
 * tags the state declares (machines/paymentStatus.machine.ts PaymentStatusTag) and the status it
 * holds (the heading, the word after the number, the status row).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentStatusTag } from '../../../../machines/paymentStatus.machine.ts';
import { leafStates, shortestPathsByState } from '../../../../tests/model/harness.ts';
import { paymentStatusSpec } from '../../../../tests/model/paymentStatus.spec.ts';
import { cmsTexts } from '../../../testing/cmsTexts.ts';
import { renderRoutes } from '../../../testing/renderScreen.tsx';
import { termPairs } from '../../../testing/termPairs.ts';
import { statusSaying } from '../../../testing/liveRegions.ts';
import { setUpTestServer } from '../../../testing/testServer.ts';
import { PaymentStatus } from './PaymentStatus.tsx';
import { replayed } from '../../../testing/replayedMachine.ts';
import { replayTo } from '../../../../tests/model/replayTo.ts';

// The page's machine is the replayed actor; any other machine runs as it would.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../../../testing/replayedMachine.ts')).replayedMachine(
    'paymentStatus',
    importOriginal,
  ),
);

setUpTestServer([], { portal: false });

/** A state with the status it holds and the error of a failed look-up ('waiting, REQUEST_REGISTERED'). */
const stateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { status, error } = snapshot.context as {
    status: string;
    error: { code: string } | null;
  };
  return `${leafStates(snapshot)}${status ? `, ${status}` : ''}${error ? `, error ${error.code}` : ''}`;
};

const states = shortestPathsByState(paymentStatusSpec, stateKey);

/** The heading of PAY-13 for a shown status. */
const headingOf = (status: string) => {
  if (status === 'SUCCESS') return 'Thank you';
  if (['REQUEST_REGISTERED', 'REQUEST_RAISED', 'IN_PROCESS'].includes(status))
    return 'In Processing';
  return status;
};

/** The word after the mobile number of PAY-14. */
const wordOf = (heading: string) => {
  if (heading === 'Thank you') return 'Successful.';
  if (heading === 'In Processing') return 'In Processing.';
  return 'Unsuccessful.';
};

describe('PaymentStatus: each state of the paymentStatus machine shows what its tags declare', () => {
  // PAY-13, PAY-16, PAY-18, PAY-21
  it('the model reaches the page states of the spec (checking, the refetch wait, every status shown, REQUEST_REGISTERED after its 5 refetches, a failed look-up)', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'fetching',
        'waiting, REQUEST_REGISTERED',
        'shown, SUCCESS',
        'shown, FAILED',
        'shown, FALIURE',
        'shown, REQUEST_RAISED',
        'shown, IN_PROCESS',
        'shown, CANCELLED',
        'failed, error 500',
        'failed, error generic',
        'shown, REQUEST_REGISTERED',
      ]),
    );
  });

  // PAY-13, PAY-14, PAY-15, PAY-16, PAY-18, PAY-19, PAY-21
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(paymentStatusSpec, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: PaymentStatusTag) => snapshot.hasTag(tag);
    renderRoutes([{ path: '/', element: <PaymentStatus transactionId="T-1" /> }], '/', {
      resources: cmsTexts('payment-translation'),
    });
    const { status, error } = snapshot.context;

    // Checking (also between refetches): the page's purpose, the spinner's line, marked busy.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Checking your payment…') !== null).toBe(has('checking'));
    expect(heading.closest('section')?.getAttribute('aria-busy')).toBe(String(has('checking')));

    // Shown: the heading, the word and the status row of the status held, in its colour.
    if (has('shown')) {
      const shown = headingOf(status);
      const outcome = statusSaying(wordOf(shown));
      expect(within(outcome).getByRole('heading', { level: 1 })).toHaveTextContent(shown);
      expect(outcome).toHaveTextContent(wordOf(shown));
      expect(termPairs()).toMatchObject({
        'Transaction ID': 'T-1',
        'Transaction status': status.replaceAll('_', ' '),
      });
      const colour = { 'Thank you': 'success', 'In Processing': 'processing' }[shown] ?? 'failed';
      expect(outcome.closest('.payment-status')).toHaveClass(`payment-status--${colour}`);
    } else {
      expect(heading).toHaveTextContent('Payment status');
      expect(screen.queryByRole('heading', { name: 'Transaction details' })).toBeNull();
    }

    // A failed look-up: the notice, and the toast with the server's message or the generic text.
    expect(screen.queryByText('We could not load this payment.') !== null).toBe(
      has('lookup failed'),
    );
    if (has('lookup failed'))
      expect(
        await screen.findByText(error?.code === '500' ? 'x' : 'Something Went Wrong!'),
      ).toBeInTheDocument();
    else expect(screen.queryByText('Something Went Wrong!')).toBeNull();

    // Return once a result or the error shows, never while checking.
    expect(screen.queryByRole('button', { name: 'Return' }) !== null).toBe(
      has('shown') || has('lookup failed'),
    );
    run.actor.stop();
  });
});
