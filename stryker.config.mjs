// @ts-check
/**
 * Mutation testing (issue 14, docs/testing.md): `npm run test:mutation` mutates the rule-holding
 * files and runs the fast tests of vitest.mutation.config.ts against each mutant. Incremental: the
 * results of earlier runs are kept in reports/stryker-incremental.json, so re-checking one file
 * after a change takes about a minute (`npm run test:mutation -- --mutate machines/otp.machine.ts`).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/**/*.ts', '!machines/**/*.test.ts', '!machines/testing/**'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 3_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
