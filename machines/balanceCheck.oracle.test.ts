/**
 * The balance check's tags and shown values, checked against the oracle written from the spec
 * (tests/model/balanceCheck.oracle.ts) on the shortest path to every state and one step beyond:
 * fast enough for the mutation run, which leaves the full model replay out.
 */
import { describe, expect, it } from 'vitest';
import { balanceCheckSpec } from '../tests/model/balanceCheck.spec.ts';
import { checkShortestPaths, leafStates } from '../tests/model/harness.ts';

describe('balance check tags (oracle, shortest paths)', () => {
  // BB-1: 9 digits, OTP dialog, query with the uniqueCode, popup; failures allow a new check.
  it('every state shows what the rules say, one step beyond', async () => {
    const { mismatches, states, oracleChecks } = await checkShortestPaths(
      balanceCheckSpec,
      // The code kept after a failure tells idle states apart: 502, 400, generic.
      (s) => `${leafStates(s)} ${JSON.stringify((s.context as { error: unknown }).error)}`,
    );
    expect(mismatches).toEqual([]);
    expect(oracleChecks).toBeGreaterThan(0);
    expect(states.map((s) => s.split(' ')[0])).toEqual(
      expect.arrayContaining(['idle', 'otp', 'querying', 'shown']),
    );
  });
});
