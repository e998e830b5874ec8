import { assign, fromPromise, setup } from 'xstate';
import { DELAYS } from './delays.ts';
import { notProvided } from './shared.ts';

export interface SearchBoxInput {
  /**
   * True when the suggestions come from `findSuggestions` (the place search asks the geocoder);
   * false when the screen filters a list it already holds by the settled `query` (help search).
   */
  lookUp: boolean;
}

/** Suggestions found for one query; `items` are the screen's own type (places). */
export interface FoundSuggestions {
  query: string;
  items: readonly unknown[];
}

interface SearchBoxContext {
  lookUp: boolean;
  /** What the box shows, as typed. */
  text: string;
  /** The text, trimmed, once it has stood still for `searchDebounce`. */
  query: string;
  /** The last look-up's answer; the screen shows it only while its query is the settled one. */
  found: FoundSuggestions | null;
}

/**
 * What the search box shows in each state, declared on the states as xstate tags (decision
 * #100): useSearchBox reads `hasTag`, so a wrong tag shows on screen.
 * - lookingUp: the settled query is being looked up; no suggestions show until the answer
 * Otherwise the suggestions of the settled query show (while typing, those of the last one: the
 * debounce changes nothing on screen, so it has no tag).
 */
export type SearchBoxTag = 'lookingUp';

/**
 * A search box with suggestions (help centre questions, places): every `search.type` restarts
 * the 300 ms debounce; then the trimmed text becomes `query` and, with `lookUp`, a non-blank
 * query not answered yet is looked up. Typing again drops a look-up still in flight.
 */
export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    input: {} as SearchBoxInput,
    events: {} as { type: 'search.type'; text: string },
    tags: {} as SearchBoxTag,
  },
  actors: {
    findSuggestions: fromPromise<readonly unknown[], { query: string }>(async () =>
      notProvided('findSuggestions'),
    ),
  },
  delays: { searchDebounce: DELAYS.searchDebounce },
  guards: {
    needsLookUp: ({ context }) =>
      context.lookUp && context.query !== '' && context.query !== context.found?.query,
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ lookUp: input.lookUp, text: '', query: '', found: null }),
  initial: 'idle',
  on: {
    'search.type': {
      target: '.waiting',
      reenter: true,
      actions: assign({ text: ({ event }) => event.text }),
    },
  },
  states: {
    idle: {},
    waiting: {
      after: {
        searchDebounce: {
          target: 'settled',
          actions: assign({ query: ({ context }) => context.text.trim() }),
        },
      },
    },
    settled: { always: [{ guard: 'needsLookUp', target: 'lookingUp' }, { target: 'idle' }] },
    lookingUp: {
      tags: 'lookingUp',
      invoke: {
        id: 'findSuggestions',
        src: 'findSuggestions',
        input: ({ context }) => ({ query: context.query }),
        onDone: {
          target: 'idle',
          actions: assign({
            found: ({ context, event }) => ({ query: context.query, items: event.output }),
          }),
        },
        // A failed look-up shows nothing new; the next typing tries again.
        onError: { target: 'idle' },
      },
    },
  },
});
