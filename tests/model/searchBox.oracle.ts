/**
 * The search box's rules, written from the spec (help centre search and the suggestion debounce of
 * 300 ms, HELP-8) and decision #61, none of the machine's constants: what must
 * hold after any path of typing, time and look-up answers.
 * - what is typed shows as typed; each keystroke starts the 300 ms wait again
 * - 300 ms after the last keystroke the text, trimmed, is the settled query
 * - with a look-up (place search), a settled query that is not blank and not already answered is
 *   looked up; no suggestions show while it is; its answer is kept for that query, a failed one
 *   changes nothing; typing again drops a look-up in flight
 * - without a look-up (help search) the screen filters its own list by the settled query
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

const DEBOUNCE_MS = 300;

export interface SearchBoxTruth {
  lookUp: boolean;
  phase: 'resting' | 'typing' | 'lookingUp';
  msSinceTyped: number;
  text: string;
  query: string;
  found: { query: string; items: unknown } | null;
}

function settle(truth: SearchBoxTruth): SearchBoxTruth {
  const query = truth.text.trim();
  const ask = truth.lookUp && query !== '' && query !== truth.found?.query;
  return { ...truth, query, phase: ask ? 'lookingUp' : 'resting' };
}

function step(truth: SearchBoxTruth, event: EventObject): SearchBoxTruth {
  switch (event.type) {
    case 'search.type':
      return {
        ...truth,
        phase: 'typing',
        msSinceTyped: 0,
        text: (event as { text: string } & EventObject).text,
      };
    case 'clock': {
      if (truth.phase !== 'typing') return truth;
      const msSinceTyped = truth.msSinceTyped + (event as { ms: number } & EventObject).ms;
      return msSinceTyped >= DEBOUNCE_MS
        ? settle({ ...truth, msSinceTyped })
        : { ...truth, msSinceTyped };
    }
    case 'xstate.done.actor.findSuggestions':
      return truth.phase === 'lookingUp'
        ? {
            ...truth,
            phase: 'resting',
            found: { query: truth.query, items: (event as { output?: unknown }).output },
          }
        : truth;
    case 'xstate.error.actor.findSuggestions':
      return truth.phase === 'lookingUp' ? { ...truth, phase: 'resting' } : truth;
    default:
      return truth;
  }
}

function expect(truth: SearchBoxTruth): Expected {
  return {
    tags: truth.phase === 'lookingUp' ? ['lookingUp'] : [],
    done: false,
    context: { text: truth.text, query: truth.query, found: truth.found },
  };
}

export const searchBoxOracle: Oracle<SearchBoxTruth> = {
  start: (input) => ({
    lookUp: (input as { lookUp: boolean }).lookUp,
    phase: 'resting',
    msSinceTyped: 0,
    text: '',
    query: '',
    found: null,
  }),
  step,
  expect,
};
