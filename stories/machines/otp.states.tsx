/**
 * The OTP machine (machines/otp.machine.ts), one story per leaf state: generated from the machine
 * by .storybook/machineStates.ts, each reached by the model's shortest path (tests/model/otp.spec.ts)
 * and shown in the real OTP dialog bound to that actor.
 */
import type { ActorRefFrom } from 'xstate';
import { expect } from 'storybook/test';
import type { otpMachine } from '../../machines/otp.machine.ts';
import { OtpDialog } from '../../src/otp/OtpDialog.tsx';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';

export default {
  title: 'Machines/otp',
  parameters: { layout: 'fullscreen', msw: { handlers: cmsHandlers() } },
};

export const states: MachineStates = {
  spec: otpSpec,
  render: ({ actor }) => (
    <OtpDialog actor={actor as ActorRefFrom<typeof otpMachine>} flow="payment" />
  ),
  check: async (screen, { actor }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await expect(dialog).toBeVisible();
    // The states' tags (OtpTag) say what the dialog shows: the sending note, or the code boxes.
    if (actor.getSnapshot().hasTag('sending'))
      await expect(await screen.findByText('Sending the code to your phone ...')).toBeVisible();
  },
};
