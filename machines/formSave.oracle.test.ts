/**
 * The formSave machine's oracle on the shortest path to every state, failure and reference the
 * page tells apart, one step further with each event (fast: the mutation run's share of
 * tests/model/formSave.model.test.ts): the tags the page reads and the values it shows (the
 * reference, the failure's code and message, the kept fields) must be what the rules say.
 */
import { describe, expect, it } from 'vitest';
import { formSaveSpec, formSaveStateKey } from '../tests/model/formSave.spec.ts';
import { checkShortestPaths } from '../tests/model/harness.ts';

describe('formSave machine (oracle, shortest paths)', () => {
  // FORM-10, ERR-3
  it("holds the tags and shows the values the rules give (Sending… once, the reference, the server's 400 message above the kept form)", async () => {
    const report = await checkShortestPaths(formSaveSpec, formSaveStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
