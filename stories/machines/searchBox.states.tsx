/**
 * The search box machine (machines/searchBox.machine.ts), one story per leaf state: generated from
 * the machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/searchBox.spec.ts) and shown on the real help search, whose `useMachine` hands out
 * the replayed actor (stories/machines/replayedMachine.ts). The help search filters the questions
 * it holds and never looks up, so the look-up's own state shows on the place search of the
 * coverage map, the search box the model's look-up input stands for.
 */
import { useTranslation } from 'react-i18next';
import { expect, fireEvent } from 'storybook/test';
import type { SearchBoxTag } from '../../machines/searchBox.machine.ts';
import { searchBoxModelEntries } from '../../src/features/help/testing/modelEntries.ts';
import { HelpSearch } from '../../src/features/help/HelpSearch.tsx';
import type { Geocoder } from '../../src/maps/Geocoder.ts';
import { PlaceSearch } from '../../src/maps/PlaceSearch.tsx';
import { searchBoxSpec } from '../../tests/model/searchBox.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import { handOutReplayed, useMachineSpy } from './replayedMachine.ts';
import '../../src/styles/index.css';

export default {
  title: 'Machines/searchBox',
  parameters: { layout: 'padded', msw: { handlers: cmsHandlers() } },
};

// Never asked: the replayed actor's look-up is scripted by the model.
const geocoder: Geocoder = { search: () => Promise.reject(new Error('not asked')) };

/** The coverage map's place search, with the coverage screen's own texts. */
function CoveragePlaceSearch() {
  const { t } = useTranslation('network-translation');
  return (
    <PlaceSearch
      label={t('search', 'Enter a Location')}
      noResultsText={t('noData', 'No Data found')}
      onPlace={() => {}}
      geocoder={geocoder}
    />
  );
}

const lookUpOf = (input: unknown) => (input as { lookUp: boolean }).lookUp;

export const states: MachineStates = {
  // The help search's input first, so each state the help search reaches shows there; only the
  // look-up (which the help search never makes) comes from the place search's input.
  spec: { ...searchBoxSpec, inputs: [{ lookUp: false }, { lookUp: true }] },
  spies: [useMachineSpy],
  unreachable: {
    settled:
      'a transient state: it goes on at once to the look-up or back to idle (an `always` transition), so no snapshot ever rests there',
  },
  render: ({ actor, input }) => {
    handOutReplayed('searchBox', actor);
    return lookUpOf(input) ? (
      <CoveragePlaceSearch />
    ) : (
      <HelpSearch entries={searchBoxModelEntries} onQuestion={() => {}} />
    );
  },
  check: async (screen, { actor, input }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: SearchBoxTag) => snapshot.hasTag(tag);
    const box = await screen.findByRole('combobox', {
      name: lookUpOf(input) ? 'Enter a Location' : 'Search help questions',
    });
    // The box shows what was typed, as typed.
    await expect(box).toHaveValue(snapshot.context.text);
    fireEvent.focus(box);
    if (has('lookingUp')) {
      // While the settled query is looked up no suggestion shows: the list waits for the answer.
      await expect(screen.queryByRole('option')).toBeNull();
      return;
    }
    // The settled query (also while the next one is typed) suggests the question it matches.
    const settled = snapshot.context.query === 'Arusha';
    await expect(
      screen.queryByRole('option', { name: 'Where is the shop in ARUSHA town?' }) !== null,
    ).toBe(settled);
  },
};
