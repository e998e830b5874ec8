import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { otpMachine, type OtpSendResult } from '../../machines/otp.machine.ts';
import type { Outcome } from '../../machines/outcome.ts';
import { cmsHandlers } from '../../stories/app/cmsHandlers.ts';
import { setUpTestServer } from '../testing/testServer.ts';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { OtpDialog } from './OtpDialog.tsx';

setUpTestServer(() => cmsHandlers());

/** The payment OTP dialog on a real `otp` machine whose timers run on a simulated clock. */
async function renderDialog() {
  const clock = new SimulatedClock();
  const sent = async (): Promise<Outcome<OtpSendResult>> => ({ ok: true, result: { id: 'R-1' } });
  const machine = otpMachine.provide({
    actors: { sendOtp: fromPromise(sent), resendOtp: fromPromise(sent) },
  });
  const actor = createActor(machine, {
    input: { family: 'payment', msisdn: '712000001' },
    clock,
  }).start();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <OtpDialog actor={actor} flow="payment" />
    </I18nextProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
  await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i });
  const seconds = (count: number) =>
    act(() => {
      // One second at a time, as a real clock runs.
      for (let second = 0; second < count; second++) clock.increment(1_000);
    });
  return { dialog, seconds };
}

describe('OtpDialog: the resend countdown comes from the machine', () => {
  // OTP-2
  it('counts down from 60 s, one second at a time, then offers Resend code', async () => {
    const { dialog, seconds } = await renderDialog();
    expect(dialog).toHaveTextContent('Resend code in 60 s');
    seconds(1);
    expect(dialog).toHaveTextContent('Resend code in 59 s');
    seconds(58);
    expect(dialog).toHaveTextContent('Resend code in 1 s');
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    seconds(1);
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('Resend code in');
  });
});
