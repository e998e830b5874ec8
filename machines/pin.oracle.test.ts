/**
 * The PIN machine's oracle on the shortest path to every state, under both flows' inputs (fast:
 * the mutation run's share of tests/model/pin.model.test.ts): at every step the tags the PIN modal
 * reads and the attempts left it shows must be what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { pinSpec } from '../tests/model/pin.spec.ts';

describe('pin machine (oracle, shortest paths)', () => {
  // PIN-3, PIN-4, PIN-5
  it('holds the tags and shows the attempts left the rules give (5 attempts, one fewer per wrong PIN, busy while checked)', async () => {
    const report = await checkShortestPaths(pinSpec);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
