/**
 * The installation address machine (machines/hbbAddress.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/hbbAddress.spec.ts) and shown in the real AddressModal bound to that actor
 * (the map is the keyless one: Storybook has no Google key).
 */
import type { ActorRefFrom } from 'xstate';
import { expect, within } from 'storybook/test';
import type { AddressFields, HbbAddressTag } from '../../machines/hbbAddress.machine.ts';
import type { hbbAddressMachine } from '../../machines/hbbAddress.machine.ts';
import { AddressModal } from '../../src/features/hbb-lead/AddressModal.tsx';
import { hbbHandlers } from '../../src/features/hbb-lead/testing/hbbHandlers.ts';
import { hbbAddressSpec } from '../../tests/model/hbbAddress.spec.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';
import '../../src/features/hbb-lead/hbb-lead.css';

export default {
  title: 'Machines/hbbAddress',
  parameters: { layout: 'fullscreen', msw: { handlers: hbbHandlers() } },
};

type Address = ActorRefFrom<typeof hbbAddressMachine>;

export const states: MachineStates = {
  spec: hbbAddressSpec,
  render: ({ actor, input }) => (
    <AddressModal
      actor={actor as Address}
      town={(input as AddressFields).town}
      send={(event) => actor.send(event)}
    />
  ),
  // Which dialog shows follows the state's tags (HbbAddressTag).
  check: async (screen, { actor }) => {
    const snapshot = (actor as Address).getSnapshot();
    const has = (tag: HbbAddressTag) => snapshot.hasTag(tag);
    // HBB-5: 'Confirm installation address' while geocoding runs, then with the map picker.
    if (has('locating') || has('picking')) {
      const dialog = await screen.findByRole('dialog', { name: 'Confirm installation address' });
      await expect(dialog).toBeVisible();
      if (has('locating'))
        await expect(within(dialog).getByText('Finding your address…')).toBeVisible();
      // The picker's Continue waits for a place.
      else
        await expect(
          await within(dialog).findByRole('button', { name: 'Continue' }),
        ).toBeUnavailable();
    }
    // HBB-6: the place found or picked, its position, and Confirm or Edit.
    if (has('confirming')) {
      const dialog = await screen.findByRole('dialog', {
        name: 'Is this your installation address?',
      });
      const place = snapshot.context.candidate;
      await expect(place).not.toBeNull();
      await expect(dialog).toHaveTextContent(place?.formattedAddress ?? '');
      await expect(dialog).toHaveTextContent(`Latitude ${place?.lat}, longitude ${place?.lng}`);
      await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeAvailable();
      await expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeAvailable();
    }
  },
};
