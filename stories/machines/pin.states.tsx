/**
 * The wallet PIN machine (machines/pin.machine.ts), one story per leaf state: generated from the
 * machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/pin.spec.ts, mobile money or SmartCash rules) and shown in the real PIN modal.
 */
import type { ActorRefFrom } from 'xstate';
import { expect } from 'storybook/test';
import type { pinMachine } from '../../machines/pin.machine.ts';
import { PinModal } from '../../src/features/payment/pin/PinModal.tsx';
import { pinSpec } from '../../tests/model/pin.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';

export default {
  title: 'Machines/pin',
  parameters: { layout: 'fullscreen', msw: { handlers: cmsHandlers() } },
};

export const states: MachineStates = {
  spec: pinSpec,
  render: ({ actor }) => <PinModal actor={actor as ActorRefFrom<typeof pinMachine>} />,
  check: async (screen, { actor }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wallet PIN' });
    await expect(dialog).toBeVisible();
    // Busy states (encrypting, submitting) say the PIN is being confirmed.
    if (actor.getSnapshot().hasTag('busy'))
      await expect(await screen.findByText('Confirming your PIN ...')).toBeVisible();
  },
};
