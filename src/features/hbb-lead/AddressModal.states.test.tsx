/**
 * The installation address dialogs in every state the hbbAddress model reaches (every field
 * filled): for each state, the model's shortest path (tests/model/hbbAddress.spec.ts) drives a
 * real `hbbAddress` actor there, AddressModal renders from that actor, and what a person sees must
 * match the tags the state declares (machines/hbbAddress.machine.ts HbbAddressTag). The map picker
 * itself has its own tests (MapPicker.test.tsx); here it only has to be there, or not.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { hbbAddressMachine, HbbAddressTag } from '../../../machines/hbbAddress.machine.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import {
  hbbAddressReached,
  hbbAddressSpec,
  hbbAddressStateKey,
} from '../../../tests/model/hbbAddress.spec.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { cmsPackagesHandler } from '../../testing/cmsPackages.ts';
import { renderWithTexts } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { AddressModal } from './AddressModal.tsx';
import { replayTo } from '../../../tests/model/replayTo.ts';

setUpTestServer([cmsPackagesHandler()], { portal: false });

const resources = cmsTexts('hbb-translation', 'validation-translation', 'orp-translation');
// Every field filled (the spec's own `input`): the three geocoder tries, then the map.
const spec = hbbAddressSpec;
const states = shortestPathsByState(spec, hbbAddressStateKey);

describe('AddressModal: each state of the hbbAddress machine shows what its tags declare', () => {
  // HBB-5, HBB-6
  it('the model reaches the dialogs of the spec (three geocoder tries, the map picker, the place found or picked to confirm)', () => {
    expect(states.map(({ state }) => state)).toEqual(expect.arrayContaining(hbbAddressReached));
  });

  // HBB-5, HBB-6
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(spec, events);
    const snapshot = run.actor.getSnapshot();
    const has = (tag: HbbAddressTag) => snapshot.hasTag(tag);
    const { user } = renderWithTexts(
      <AddressModal
        actor={run.actor as ActorRefFrom<typeof hbbAddressMachine>}
        town={spec.input.town}
        send={(event) => run.actor.send(event)}
      />,
      { resources },
    );
    // Confirmed or closed: no dialog of the address is left, the lead page goes on.
    if (snapshot.status === 'done') {
      expect(screen.queryByRole('dialog')).toBeNull();
      run.actor.stop();
      return;
    }

    // 'Confirm installation address': while geocoding runs and with the map picker (HBB-5).
    const mapOpen = has('locating') || has('picking');
    expect(screen.queryByRole('dialog', { name: 'Confirm installation address' }) !== null).toBe(
      mapOpen,
    );
    expect(
      screen.queryByRole('dialog', { name: 'Is this your installation address?' }) !== null,
    ).toBe(has('confirming'));
    const dialog = screen.getByRole('dialog');
    // The dialog takes the focus when it opens (WCAG 2.4.3), so a keyboard user is in it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // A11Y-3: the search line is plain text, said once through the announcer.
    expect(within(dialog).queryByText('Finding your address…') !== null).toBe(has('locating'));
    if (has('locating')) expect(within(dialog).getByText('Finding your address…')).toBeVisible();

    // The picker's Continue waits for a place (HBB-6).
    if (has('picking'))
      expect(await within(dialog).findByRole('button', { name: 'Continue' })).toBeUnavailable();
    else expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();

    if (has('confirming')) {
      // The place found or picked: its address, its map and its position; Confirm or Edit.
      const place = snapshot.context.candidate;
      expect(place).not.toBeNull();
      expect(dialog).toHaveTextContent(place?.formattedAddress ?? '');
      expect(dialog).toHaveTextContent(`Latitude ${place?.lat}, longitude ${place?.lng}`);
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeAvailable();
      // Edit goes back to the map picker, whose dialog replaces this one.
      await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
      expect(
        await screen.findByRole('dialog', { name: 'Confirm installation address' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('dialog', { name: 'Is this your installation address?' }),
      ).toBeNull();
    }
    run.actor.stop();
  });
});
