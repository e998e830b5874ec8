/**
 * After each e2e test: what the portal sent and the sandbox answered that broke the contract
 * (issue 34; the sandbox watches when globalSetup.ts says so) fails that test, each violation
 * listed with its request and answer.
 */
import { afterEach, inject } from 'vitest';
import { violationsMessage } from '../../../sandbox/tests/contractViolations.ts';
import { takeContractViolations } from './sandbox.ts';

afterEach(async () => {
  if (!inject('watchContract')) return;
  const violations = await takeContractViolations(inject('baseUrl'));
  if (violations.length > 0) throw new Error(violationsMessage(violations));
});
