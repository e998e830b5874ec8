/**
 * GET /__sandbox/contract-violations: what the contract watch (middleware/contractWatch.ts) saw
 * break the contract since the last call, oldest first, and the list is then empty; a test's
 * afterEach fails the test with them (sandbox/tests/harness.ts, tests/e2e). Always [] when the
 * sandbox does not watch. Behind the control guard like every CONTROL_PATHS route (control.ts).
 */
import type { Hono } from 'hono';
import type { Violation } from '../middleware/contractWatch.ts';
import { CONTROL_PATHS } from './contract.ts';

export function mountContractViolations(app: Hono, take: () => Violation[]): void {
  app.get(CONTROL_PATHS.contractViolations, (c) =>
    c.json({ statusCode: 200, status: 'success', message: 'Success', result: take() }),
  );
}
