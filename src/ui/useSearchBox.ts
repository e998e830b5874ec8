import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { searchBoxMachine } from '../../machines/searchBox.machine.ts';
import { useLatest } from './useLatest.ts';

/** What a {@link Combobox} caller needs from its search box. */
export interface SearchBox<T> {
  /** The text as typed (the input's value). */
  text: string;
  /** The trimmed text once typing has stopped for 300 ms ('' before). */
  query: string;
  /** The look-up's suggestions for `query`, or null while none answer it (or without a look-up). */
  found: readonly T[] | null;
  /** A look-up for the typed text is still to answer (typing not settled, or asked). */
  pending: boolean;
  type: (text: string) => void;
}

/**
 * Runs machines/searchBox.machine (the debounce and the look-up live there). With
 * `findSuggestions` the settled query is looked up (places); without it the caller filters its
 * own list by `query` (help questions).
 */
export function useSearchBox<T>(
  findSuggestions?: (query: string, signal: AbortSignal) => Promise<readonly T[]>,
): SearchBox<T> {
  const latest = useLatest(findSuggestions);
  const [machine] = useState(() =>
    searchBoxMachine.provide({
      actors: {
        // The signal aborts when the machine leaves the look-up (a newer text, or unmounted).
        findSuggestions: fromPromise<readonly unknown[], { query: string }>(
          async ({ input, signal }) => (await latest.current?.(input.query, signal)) ?? [],
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { lookUp: !!findSuggestions } });
  const { text, query, found } = snapshot.context;
  // The machine stores what its look-up returned: the items are the T that findSuggestions gave.
  // While the settled query is looked up the list waits for its answer.
  const shown =
    query && !snapshot.hasTag('lookingUp') && found?.query === query
      ? (found.items as readonly T[])
      : null;
  return {
    text,
    query,
    found: shown,
    pending:
      Boolean(findSuggestions) && text.trim() !== '' && (shown === null || query !== text.trim()),
    type: (next) => send({ type: 'search.type', text: next }),
  };
}
