import { expect } from 'vitest';
import type { CoverageReport } from './harness.ts';

/**
 * Asserts a replayed model: no mismatch, every state reached, every transition taken (except the
 * ones listed as unreachable under this input, written `<source id>.always#<n>` or the full key),
 * and every listed status code drove a transition.
 */
export function expectFullCoverage(
  report: CoverageReport,
  codes: string[],
  unreachableUnderThisInput: string[] = [],
) {
  expect(report.mismatches).toEqual([]);
  expect(report.missingStates).toEqual([]);
  const missing = report.missingTransitions.filter(
    (key) =>
      !unreachableUnderThisInput.some(
        (allowed) => key === allowed || key.replace(' --(always)--> #', '.always#') === allowed,
      ),
  );
  expect(missing).toEqual([]);
  expect(report.codesTaken).toEqual(expect.arrayContaining(codes));
}
