/**
 * SmartCash's oracle on the shortest path to every state, attempts left and error shown, fresh and
 * after a reload (fast: the mutation run's share of tests/model/smartCash.model.test.ts): at every
 * step the tags the screen reads and the values it shows (attempts left, the busy re-initiation,
 * the error code) must be what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { smartCashSpec, smartCashStateKey } from '../tests/model/smartCash.spec.ts';

describe('smartCash machine (oracle, shortest paths)', () => {
  // WAL-9, WAL-10, WAL-11, WAL-12
  it('holds the tags and shows the values the rules give (attempts from 5, 56D005 re-initiates, 1006 blocks with 0 left, closing resets to 5)', async () => {
    const report = await checkShortestPaths(smartCashSpec, smartCashStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
