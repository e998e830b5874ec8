/**
 * The bill lookup's oracle on the shortest path to every state, error and bill shown, with the
 * higher-value feature on and off (fast: the mutation run's share of
 * tests/model/billFetch.model.test.ts): at every step the tags the screen reads and the values it
 * shows (the amount and the note, the modal's message, what the bill is asked for with) must be
 * what the spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { billFetchSpec, billFetchStateKey } from '../tests/model/billFetch.spec.ts';

describe('billFetch machine (oracle, shortest paths)', () => {
  // BILL-1, BILL-2, BILL-3, BILL-4, BILL-5
  it('holds the tags and shows the values the rules give (10-digit account number, 60119/60005 stay in the modal, 45500.50 shows 45501 with the note)', async () => {
    const report = await checkShortestPaths(billFetchSpec, billFetchStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
