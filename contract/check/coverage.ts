/**
 * The document and the scenarios cannot drift apart: an operation no scenario calls, or a rule
 * no scenario checks, is a FAIL line of the run ("no scenario" / "not checked").
 */
import type { CheckLine, Scenario } from './checks.ts';
import type { DocOperation, DocRule } from './document.ts';

export function uncovered(
  operations: readonly DocOperation[],
  rules: readonly DocRule[],
  scenarios: readonly Scenario[],
  only?: string,
): CheckLine[] {
  const covered = new Set(scenarios.flatMap((s) => s.covers));
  const wanted = (subject: string) =>
    (only === undefined || only === subject) && !covered.has(subject);
  return [
    ...operations
      .filter((op) => wanted(op.operationId))
      .map((op): CheckLine => ({
        group: 'operation',
        subject: op.operationId,
        title: 'no scenario',
        verdict: 'FAIL',
        reason: `the document has ${op.method} ${op.pathTemplate} but no scenario of contract/check calls it`,
        exchanges: [],
      })),
    ...rules
      .filter((rule) => wanted(rule.id))
      .map((rule): CheckLine => ({
        group: 'rule',
        subject: rule.id,
        title: 'not checked',
        verdict: 'FAIL',
        reason: 'the document states this rule but no scenario of contract/check checks it',
        exchanges: [],
      })),
  ];
}
