/**
 * Lead tracking's oracle on the shortest path to every state and error shown (fast: the mutation
 * run's share of tests/model/leadTrack.model.test.ts): at every step the tags the section reads
 * and the values it shows (the lead, the query sent, the error code) must be what the rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { leadTrackSpec, leadTrackStateKey } from '../tests/model/leadTrack.spec.ts';

describe('leadTrack machine (oracle, shortest paths)', () => {
  // HBB-14
  it('holds the tags and shows the values the rules give (lead ID trimmed, 9-digit number, 404 not found, other answers an error)', async () => {
    const report = await checkShortestPaths(leadTrackSpec, leadTrackStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
