/**
 * Mobile money's oracle on the shortest path to every state, error and poll count, PIN option on
 * and off and after a reload (fast: the mutation run's share of
 * tests/model/mobileMoney.model.test.ts): at every step, and each second for 11 s after, the tags
 * the screen reads, the error code and the status look-ups made must be what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { mobileMoneySpec, mobileMoneyStateKey } from '../tests/model/mobileMoney.spec.ts';

describe('mobileMoney machine (oracle, shortest paths)', () => {
  // WAL-1, WAL-2, WAL-3, WAL-4, PIN-4
  it('holds the tags and shows the values the rules give (push without the PIN option, OTP then PIN with it, 1006 locked, every 10 s up to paymentMaxTry)', async () => {
    const report = await checkShortestPaths(mobileMoneySpec, mobileMoneyStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
