import { JSDOM, withProjects } from './vitest.projects.ts';

/**
 * Projects: jsdom unit/component tests, node sandbox tests, the sandbox's security suite, e2e in
 * Chromium, Storybook story checks, node model-based tests.
 */
export default withProjects([
  {
    name: 'unit',
    ...JSDOM,
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // jsdom renders are slow on a loaded 2-core box; speed is measured in bench/, not here.
    testTimeout: 20_000,
  },
  {
    name: 'sandbox',
    environment: 'node',
    // contract/: the contract's validator and document checks run on node beside the sandbox.
    include: ['sandbox/**/*.test.ts', 'contract/**/*.test.ts'],
    // The security suite is its own project (npm run test:security), run once, not twice.
    exclude: ['sandbox/security/**', '**/node_modules/**'],
  },
  {
    name: 'security',
    environment: 'node',
    // Every probe file of every area (sandbox/security/<area>.probe.test.ts) and the corpus.
    include: ['sandbox/security/**/*.test.ts'],
    // Hostile requests by design, most of them far outside the contract: no contract watch.
    provide: { watchContract: false },
    // A corpus file sends over a thousand requests; a guard against hangs, not a budget.
    testTimeout: 120_000,
  },
  {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Fails a test whose calls or answers broke the contract (when the sandbox watches it).
    setupFiles: ['tests/e2e/support/contractViolations.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
  {
    name: 'stories',
    environment: 'node',
    include: ['tests/stories/**/*.check.ts'],
    globalSetup: ['tests/stories/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxConcurrency: 3,
  },
  {
    name: 'model',
    environment: 'node',
    // A model test replays a machine's whole path set (the otp machine: over 1200 edges) on
    // real actors; 5 s was too tight on a loaded 2-core machine. A guard against hangs only.
    testTimeout: 60_000,
    include: ['tests/model/**/*.test.ts', 'machines/**/*.test.ts'],
  },
]);
