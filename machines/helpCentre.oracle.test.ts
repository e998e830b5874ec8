/**
 * The help centre's oracle on the shortest path to every state (fast: the mutation run's share of
 * tests/model/helpCentre.model.test.ts): at every step the tags the screen reads (the stage, Back,
 * the vote or its thank-you) and the category, sub-category and question shown must be what the
 * spec's rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { helpCentreSpec, helpCentreStateKey } from '../tests/model/helpCentre.spec.ts';

describe('helpCentre machine (oracle, shortest paths)', () => {
  // HELP-2, HELP-4, HELP-5, HELP-6, HELP-11
  it('holds the tags and shows the values the rules give (Back after stage 1 to the previous stage, a question to stage 4, a linked category leaves, thank-you right after the vote)', async () => {
    const report = await checkShortestPaths(helpCentreSpec, helpCentreStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
