/**
 * The contract watch in the tests (issue 34, CONTRACT-3): whether a test sandbox watches by default, and the
 * message that fails a test with what it broke. Used by the sandbox harness (harness.ts) and the
 * e2e run (tests/e2e/globalSetup.ts, tests/e2e/support/contractViolations.setup.ts).
 */
import type { Violation } from '../middleware/contractWatch.ts';

/**
 * Whether the sandbox and e2e tests watch the contract when a test does not say. Off until
 * contract/openapi.yaml documents every call (its parts merged); flipping it is the switch.
 * The security suite never watches (vitest.config.ts: it sends hostile requests by design).
 */
export const WATCH_CONTRACT_BY_DEFAULT = true;

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by a project or global setup: whether its sandbox watches the contract. */
    watchContract?: boolean;
  }
}

/** Compact JSON of a body, cut short so one long answer does not bury the others. */
function compact(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 400 ? `${text.slice(0, 397)}...` : text;
}

/** One error message listing each violation: operation, problems, the request and the answer. */
export function violationsMessage(violations: readonly Violation[]): string {
  const lines = [
    `The contract (contract/openapi.yaml) was broken ${violations.length} time(s) in this test:`,
  ];
  violations.forEach((v, i) => {
    lines.push(`${i + 1}. ${v.operation} (${v.where}):`);
    for (const problem of v.problems) lines.push(`   - ${problem}`);
    const { method, path, query, body } = v.request;
    lines.push(`   request: ${method} ${path} query=${compact(query)} body=${compact(body)}`);
    lines.push(`   answer: HTTP ${v.answer.status} ${compact(v.answer.body)}`);
  });
  return lines.join('\n');
}
