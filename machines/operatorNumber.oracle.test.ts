/**
 * The operator-number check's oracle on the shortest path to every combination of answers the
 * wallet form tells apart, one step further with each event (fast: the mutation run's share of
 * tests/model/operatorNumber.model.test.ts): each number's answer, the submit waiting and the
 * number handed on must be what the rules say.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { operatorNumberSpec, operatorNumberStateKey } from '../tests/model/operatorNumber.spec.ts';

describe('operatorNumber machine (oracle, shortest paths)', () => {
  // WAL-5, WAL-6
  it('holds the answers the rules give (9 digits checked once, an invalid one checked again, a submit handed on only when valid)', async () => {
    const report = await checkShortestPaths(operatorNumberSpec, operatorNumberStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
