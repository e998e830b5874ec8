/**
 * The installation address's oracle on the shortest path to every state and place shown, with
 * every field filled, a blank landmark, a blank address and no town (fast: the mutation run's share
 * of tests/model/hbbAddress.model.test.ts): at every step the tags the dialogs read, the place
 * shown for confirmation and the output handed to the lead must be what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths, shortestPathsByState } from '../tests/model/harness.ts';
import {
  hbbAddressReached,
  hbbAddressSpec,
  hbbAddressStateKey,
} from '../tests/model/hbbAddress.spec.ts';

describe('hbbAddress machine (oracle, shortest paths)', () => {
  // HBB-5, HBB-6
  it('holds the tags and shows the place the rules give (three geocoder tries, then the map picker; confirm or edit; close ends without an address)', async () => {
    const report = await checkShortestPaths(hbbAddressSpec, hbbAddressStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });

  // HBB-5, HBB-6: an oracle is only as good as the states it is checked in; a geocoder answer the
  // machine never receives would leave it in the first try with no mismatch at all.
  it('reaches the three tries, the map picker, the place found or picked, and both ends', () => {
    const states = shortestPathsByState(hbbAddressSpec, hbbAddressStateKey).map((s) => s.state);
    expect(states).toEqual(expect.arrayContaining(hbbAddressReached));
  });
});
