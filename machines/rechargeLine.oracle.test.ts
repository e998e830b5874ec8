/**
 * The recharge line's tags and shown values, checked against the oracle written from the spec
 * (tests/model/rechargeLine.oracle.ts) on the shortest path to every state and one step beyond:
 * fast enough for the mutation run, which leaves the full model replay out.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths, leafStates } from '../tests/model/harness.ts';
import { rechargeLineSpec } from '../tests/model/rechargeLine.spec.ts';

describe('recharge line tags (oracle, shortest paths)', () => {
  // REC-2, REC-3, REC-4, REC-8: digits only at most 9, checked after 1000 ms, wrong line or
  // 'Invalid Mobile No' shown, paid only within 500 to 1,000,000 on prepaid.
  it('every state shows what the rules say, one step and 2 s beyond', async () => {
    const { mismatches, states, oracleChecks } = await checkShortestPaths(
      rechargeLineSpec,
      // The error shown tells states apart too: 'Invalid Mobile No' vs the generic text.
      (s) => `${leafStates(s)} ${JSON.stringify((s.context as { error: unknown }).error)}`,
    );
    expect(mismatches).toEqual([]);
    expect(oracleChecks).toBeGreaterThan(0);
    expect(states.map((s) => s.split(' ')[0])).toEqual(
      expect.arrayContaining([
        'checking',
        'validating',
        'ready',
        'wrongLineType',
        'invalid',
        'paying',
      ]),
    );
  });
});
