/**
 * The place search in every state the searchBox model reaches with the look-up on: for each state
 * (also by the query settled and answered), the model's shortest path
 * (tests/model/searchBox.spec.ts) drives a real `searchBox` actor there, PlaceSearch renders from
 * that actor's snapshot through useSearchBox, and what a person sees must follow the tag the state
 * declares (machines/searchBox.machine.ts SearchBoxTag): no suggestions while a look-up runs, the
 * settled query's suggestions otherwise.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SearchBoxTag } from '../../machines/searchBox.machine.ts';
import { searchBoxSpec, searchBoxStateKey } from '../../tests/model/searchBox.spec.ts';
import { shortestPathsByState } from '../../tests/model/harness.ts';
import type { Geocoder } from './Geocoder.ts';
import { PlaceSearch } from './PlaceSearch.tsx';
import { replayed } from '../testing/replayedMachine.ts';
import { replayTo } from '../../tests/model/replayTo.ts';

// The search box's machine is the replayed actor.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../testing/replayedMachine.ts')).replayedMachine('searchBox', importOriginal),
);

const input = { lookUp: true };
const spec = { ...searchBoxSpec, input };
const states = shortestPathsByState(spec, searchBoxStateKey);
// Never asked: the replayed actor's look-up is scripted by the model.
const geocoder = { search: () => Promise.reject(new Error('not asked')) } as unknown as Geocoder;

describe('PlaceSearch: each state of the searchBox machine shows what its tag declares', () => {
  // HELP-8, MAP-12
  it('the model reaches typing, the look-up, its answer and a blank query', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'idle',
        'waiting',
        "lookingUp, query 'Arusha'",
        "idle, query 'Arusha', answered",
        "waiting, query 'Arusha', answered",
      ]),
    );
  });

  // HELP-8, MAP-12
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(spec, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: SearchBoxTag) => snapshot.hasTag(tag);
    render(
      <PlaceSearch
        label="Enter a Location"
        noResultsText="No matching result"
        onPlace={() => {}}
        geocoder={geocoder}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Enter a Location' });
    // The box shows what was typed, as typed.
    expect(box).toHaveValue(snapshot.context.text);
    fireEvent.focus(box);
    // The settled query's answer shows, unless a look-up runs: then the list waits.
    const { query, found } = snapshot.context;
    const answered = query !== '' && found?.query === query;
    const shown = screen.queryByRole('option', { name: 'Arusha, Tanzania' }) !== null;
    expect(shown).toBe(answered && !has('lookingUp'));
    expect(box.getAttribute('aria-expanded') === 'true').toBe(answered && !has('lookingUp'));
    run.actor.stop();
  });
});
