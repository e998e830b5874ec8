/**
 * The home-broadband lead's oracle on the shortest path to every state, error shown and plan
 * chosen (fast: the mutation run's share of tests/model/hbbLead.model.test.ts): at every step the
 * tags the lead page reads and the values it shows (plans, plan, error, lead id) must be what the
 * spec's rules say, with time run on 7 s from every state (/payment/start after 3 s, the redirect
 * page after 6 s).
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { hbbLeadSpec, hbbLeadStateKey } from '../tests/model/hbbLead.spec.ts';

describe('hbbLead machine (oracle, shortest paths)', () => {
  // HBB-2, HBB-3, HBB-7, HBB-8, HBB-9, HBB-10, HBB-11
  it("holds the tags and shows the values the rules give ('Invalid Mobile No', 'Congratulations' then /payment/start after 3 s, 'Thank you' then the redirect after 6 s, no lead id: 'Something Went Wrong!')", async () => {
    const report = await checkShortestPaths(hbbLeadSpec, hbbLeadStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
