/**
 * The search box's model: what a person types and the look-up's answers, for the place search
 * (look-up on) and the help search (off). Shared by the model test
 * (tests/model/searchBox.model.test.ts), the fast oracle replay (machines/searchBox.oracle.test.ts)
 * and the search boxes' state tests (src/maps/PlaceSearch.states.test.tsx,
 * src/features/help/HelpSearch.states.test.tsx).
 */
import { searchBoxMachine } from '../../machines/searchBox.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { done, rejected } from './outcomes.ts';
import { searchBoxOracle } from './searchBox.oracle.ts';

export const searchBoxSpec = {
  name: 'searchBox',
  machine: searchBoxMachine,
  inputs: [{ lookUp: true }, { lookUp: false }],
  events: [
    // Settles trimmed: the oracle expects the query 'Arusha'.
    { type: 'search.type', text: ' Arusha ' },
    { type: 'search.type', text: '' },
  ],
  outcomes: { findSuggestions: [done([{ label: 'Arusha, Tanzania' }]), rejected] },
  oracle: searchBoxOracle,
  // Past the 300 ms debounce from every state reached.
  probeSeconds: 1,
} satisfies ModelSpec;

/** Search box states as the screen tells them apart: leaves, the query settled and answered. */
export const searchBoxStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { query, found } = snapshot.context as { query: string; found: { query: string } | null };
  return [leafStates(snapshot), query ? `query '${query}'` : '', found ? 'answered' : '']
    .filter(Boolean)
    .join(', ');
};
