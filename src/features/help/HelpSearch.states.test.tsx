/**
 * The help search in every state the searchBox model reaches with the look-up off (the help
 * search filters the questions it holds): for each state, the model's shortest path
 * (tests/model/searchBox.spec.ts) drives a real `searchBox` actor there and HelpSearch renders
 * from that actor's snapshot through useSearchBox. No state holds the `lookingUp` tag here
 * (machines/searchBox.machine.ts SearchBoxTag): what shows follows the settled query alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SearchBoxTag } from '../../../machines/searchBox.machine.ts';
import { searchBoxSpec, searchBoxStateKey } from '../../../tests/model/searchBox.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { searchBoxModelEntries } from './testing/modelEntries.ts';
import { HelpSearch } from './HelpSearch.tsx';
import { replayed } from '../../testing/replayedMachine.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The search box's machine is the replayed actor.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../../testing/replayedMachine.ts')).replayedMachine('searchBox', importOriginal),
);

const input = { lookUp: false };
const spec = { ...searchBoxSpec, input };
const states = shortestPathsByState(spec, searchBoxStateKey);

describe('HelpSearch: each state of the searchBox machine (look-up off) shows what its tags declare', () => {
  // HELP-8
  it('the model reaches typing and the settled query, and never looks up', () => {
    expect(states.map(({ state }) => state)).toEqual([
      'idle',
      'waiting',
      "idle, query 'Arusha'",
      "waiting, query 'Arusha'",
    ]);
  });

  // HELP-8
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(spec, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: SearchBoxTag) => snapshot.hasTag(tag);
    renderRoutes(
      [
        {
          path: '/',
          element: <HelpSearch entries={searchBoxModelEntries} onQuestion={() => {}} />,
        },
      ],
      '/',
      {
        resources: cmsTexts('getHelp-translation'),
      },
    );
    const box = await screen.findByRole('combobox', { name: 'Search help questions' });
    expect(box).toHaveValue(snapshot.context.text);
    fireEvent.focus(box);
    expect(has('lookingUp')).toBe(false);
    // The settled query (also while the next one is typed) suggests the question it matches.
    const settled = snapshot.context.query === 'Arusha';
    expect(
      screen.queryByRole('option', { name: 'Where is the shop in ARUSHA town?' }) !== null,
    ).toBe(settled);
    run.actor.stop();
  });
});
