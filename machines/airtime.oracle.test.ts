/**
 * The airtime machine's tags and shown context against the spec's oracle
 * (tests/model/airtime.oracle.ts) on the shortest path to every state and one step beyond, fast
 * enough for the mutation run; the full replay of every edge is tests/model/airtime.model.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { airtimeSpec } from '../tests/model/airtime.spec.ts';

describe('airtime machine (oracle, shortest paths)', () => {
  // WAL-15 WAL-16 PAY-25 PAY-26
  it("every state shows what the rules say: overlay while busy, 'Are you sure?' when the balance covers the amount, insufficient balance below it", async () => {
    const report = await checkShortestPaths(airtimeSpec);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
