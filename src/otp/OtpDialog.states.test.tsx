/**
 * The OTP dialog in every state the machine's model reaches: for each state, the shortest path of
 * the model (tests/model/otp.spec.ts) drives a real `otp` actor there on a simulated clock, the
 * dialog renders from that actor, and what a person sees must match the tags the state declares
 * (machines/otp.types.ts OtpTag). A state with a wrong tag shows the wrong dialog here, and the
 * model test's oracle says which tag is wrong.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { OtpContext, otpMachine, OtpTag } from '../../machines/otp.machine.ts';
import { cmsHandlers } from '../../stories/app/cmsHandlers.ts';
import { leafStates, shortestPathsByState } from '../../tests/model/harness.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { setUpTestServer } from '../testing/testServer.ts';
import { OtpDialog } from './OtpDialog.tsx';
import { replayTo } from '../../tests/model/replayTo.ts';

setUpTestServer(() => cmsHandlers());

/** States told apart by their leaves and by the error code shown (2003, 2002, 4001 ...). */
const states = shortestPathsByState(
  otpSpec,
  (snapshot) =>
    `${leafStates(snapshot)}${(snapshot.context as OtpContext).error ? `, error ${(snapshot.context as OtpContext).error?.code}` : ''}`,
);

describe('OtpDialog: each state of the OTP machine shows what its tags declare', () => {
  it('the model reaches the dialog states of the spec (sending, entering, verifying, 2002, 4001/400)', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'sending',
        'active.entry.editing + active.resend.countingDown.ticking',
        'active.entry.editing + active.resend.available, error 2003',
        'active.entry.verifying + active.resend.countingDown.ticking',
        'active.entry.exhausted + active.resend.countingDown.ticking, error 2002',
        'closing, error 4001',
        'closing, error 400',
      ]),
    );
  });

  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(otpSpec, events);
    const snapshot = run.actor.getSnapshot();
    // A finished machine has no dialog: its parent has moved on.
    if (snapshot.status === 'done') return;
    const has = (tag: OtpTag) => snapshot.hasTag(tag);
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <OtpDialog actor={run.actor as ActorRefFrom<typeof otpMachine>} flow="payment" />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    const codeBoxes = has('entering') || has('verifying') || has('exhausted');
    if (codeBoxes) {
      const first = await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i });
      // Only while entering may a code be typed. Verifying makes the boxes read-only, so focus
      // stays on them (A11Y-2); 2002 (exhausted) disables them.
      const box = first as HTMLInputElement;
      expect(box.readOnly).toBe(has('verifying'));
      expect(box.disabled).toBe(has('exhausted'));
    } else {
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Sending the code to your phone ...') !== null).toBe(
      has('sending'),
    );
    expect(within(dialog).queryByText('Checking the code ...') !== null).toBe(has('verifying'));
    // 4001 / 400: the message stays with the note that the window closes itself (after 11 s).
    expect(
      within(dialog).queryByText('This window closes by itself in a few seconds.') !== null,
    ).toBe(has('closing'));
    // The resend link's three faces, all hidden once attempts are exhausted (2002).
    const resendShown = !has('exhausted');
    expect(within(dialog).queryByText(/^Resend code in \d+ s$/) !== null).toBe(
      resendShown && has('resendCountingDown'),
    );
    if (resendShown && has('resendCountingDown'))
      expect(dialog).toHaveTextContent(`Resend code in ${snapshot.context.secondsLeft} s`);
    expect(within(dialog).queryByRole('button', { name: 'Resend code' }) !== null).toBe(
      resendShown && has('resendAvailable'),
    );
    expect(within(dialog).queryByText('Sending a new code ...') !== null).toBe(
      resendShown && has('resending'),
    );
    // A wrong code (2003) names the attempts left; no other state does.
    const wrongCode = snapshot.context.error?.code === '2003';
    expect(within(dialog).queryByText(/^Attempts left: \d+$/) !== null).toBe(wrongCode);
    if (wrongCode)
      expect(dialog).toHaveTextContent(`Attempts left: ${snapshot.context.attemptsLeft}`);
    run.actor.stop();
  });
});
