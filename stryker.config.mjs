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
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    '!machines/testing/**',
    // The rules outside machines/ (issue 14 item 4): form validation and messages, the API
    // envelope and cache, the payload builders, the sandbox's settle and OTP rules.
    'src/forms/validation.ts',
    'src/forms/messages.ts',
    'src/forms/fieldListAdapter.ts',
    'src/api/envelope.ts',
    'src/api/cache.ts',
    'src/features/payment/methods/shared/paymentPayload.ts',
    'src/features/payment/methods/enterprise.ts',
    'src/features/hbb-lead/leadPayload.ts',
    'sandbox/core/settle.ts',
    'sandbox/core/otp.ts',
    'sandbox/core/otpPolicy.ts',
    // Issue 16: the device store of remembered numbers and the 9-digit rule it shares.
    'src/session/rememberedNumbers.ts',
    'src/forms/widgets/phoneDigits.ts',
  ],
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
