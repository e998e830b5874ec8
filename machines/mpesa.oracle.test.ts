/**
 * MPESA's oracle on the shortest path to every state and poll count, with the default cap, after
 * a reload and with paymentMaxTry 3 (fast: the mutation run's share of
 * tests/model/mpesa.model.test.ts): at every step, and each second for 11 s after, the tags the
 * screen reads and the status look-ups made must be what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { mpesaSpec, mpesaStateKey } from '../tests/model/mpesa.spec.ts';

describe('mpesa machine (oracle, shortest paths)', () => {
  // WAL-3, WAL-4, WAL-14
  it('holds the tags and polls as the rules say (every 10 s while IN_PROCESS, at most paymentMaxTry, default 10)', async () => {
    const report = await checkShortestPaths(mpesaSpec, mpesaStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
