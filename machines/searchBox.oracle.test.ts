/**
 * The search box's oracle on the shortest path to every state, query and answer, with the look-up
 * on (place search) and off (help search) (fast: the mutation run's share of
 * tests/model/searchBox.model.test.ts): at every step the tag useSearchBox reads and the text,
 * settled query and answer it shows must be what the rules say, with time run on 1 s from every
 * state (the 300 ms debounce).
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { searchBoxSpec, searchBoxStateKey } from '../tests/model/searchBox.spec.ts';

describe('searchBox machine (oracle, shortest paths)', () => {
  // HELP-8
  it('holds the tag and shows the values the rules give (settles trimmed after 300 ms, looks a new non-blank query up once, a failed look-up changes nothing)', async () => {
    const report = await checkShortestPaths(searchBoxSpec, searchBoxStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
