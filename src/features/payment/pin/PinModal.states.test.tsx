/**
 * The wallet PIN modal in every state the PIN machine's model reaches, under both flows' rules
 * (mobile money retries in place after 1004, SmartCash ends the round): for each state, the
 * model's shortest path (tests/model/pin.spec.ts) drives a real `pin` actor there, the modal
 * renders from it, and what a person sees must match the tags the state declares
 * (machines/pin.machine.ts PinTag): busy disables Pay and says the PIN is being confirmed.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { pinMachine, PinTag } from '../../../../machines/pin.machine.ts';
import { cmsHandlers } from '../../../../stories/app/cmsHandlers.ts';
import { leafStates, shortestPathsByState } from '../../../../tests/model/harness.ts';
import { pinSpec } from '../../../../tests/model/pin.spec.ts';
import { createTestI18n } from '../../../content/testing/contentKit.ts';
import { setUpTestServer } from '../../../testing/testServer.ts';
import { PinModal } from './PinModal.tsx';
import { replayTo } from '../../../../tests/model/replayTo.ts';

setUpTestServer(() => cmsHandlers());

/** Each input's states, told apart by their leaves and the error shown (1004 ...). */
const states = pinSpec.inputs.flatMap((input) =>
  shortestPathsByState({ ...pinSpec, input }, (snapshot) => {
    const error = (snapshot.context as { error: { code: string } | null }).error;
    return `${leafStates(snapshot)}${error ? `, error ${error.code}` : ''}`;
  }).map((state) => ({ ...state, input, flow: input.retryInPlace ? 'mobile money' : 'SmartCash' })),
);

describe('PinModal: each state of the PIN machine shows what its tags declare', () => {
  it('the model reaches entering, busy and the 1004 retry of mobile money', () => {
    expect(states.map(({ flow, state }) => `${flow}: ${state}`)).toEqual(
      expect.arrayContaining([
        'mobile money: entering',
        'mobile money: encrypting',
        'mobile money: submitting',
        'mobile money: entering, error 1004',
        'SmartCash: entering',
      ]),
    );
  });

  it.each(states)('$flow: $state', async ({ input, events }) => {
    const run = await replayTo({ ...pinSpec, input }, events);
    const snapshot = run.actor.getSnapshot();
    // A finished round has no modal: its parent has moved on.
    if (snapshot.status === 'done') return;
    const has = (tag: PinTag) => snapshot.hasTag(tag);
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <PinModal actor={run.actor as ActorRefFrom<typeof pinMachine>} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wallet PIN' });
    const firstDigit = await within(dialog).findByLabelText(/digit 1 of 4/i);
    // While the PIN is encrypted and checked, the boxes and Pay are disabled; entering takes a PIN.
    if (has('busy')) expect(firstDigit).toBeDisabled();
    else expect(firstDigit).toBeEnabled();
    if (has('busy')) expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeUnavailable();
    expect(has('entering')).toBe(!has('busy'));
    expect(within(dialog).queryByText('Confirming your PIN ...') !== null).toBe(has('busy'));
    // A wrong PIN (1004) is said, with the attempts left (from 5, one fewer per wrong PIN).
    const wrongPin = snapshot.context.error?.code === '1004';
    expect(within(dialog).queryByText('Please enter correct PIN') !== null).toBe(wrongPin);
    expect(within(dialog).queryByText(/^Attempts left: \d+$/) !== null).toBe(wrongPin);
    if (wrongPin) expect(dialog).toHaveTextContent('Attempts left: 4');
    run.actor.stop();
  });
});
