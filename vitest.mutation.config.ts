import { JSDOM, withProjects } from './vitest.projects.ts';

/**
 * The tests StrykerJS runs against each mutant (npm run test:mutation, docs/testing.md): only the
 * fast tests of the rule files themselves (machines' actor-level pinning tests and oracle replays,
 * the pure rule tests of src/forms, src/api, the payload builders and the sandbox's settle and OTP
 * rules). The jsdom screens and the browser suites stay out: with them, one machine's run took
 * hours on 2 cores (issue 14). Each project lists its files explicitly, so a new screen test never
 * joins the mutation run by accident.
 */
export default withProjects([
  {
    name: 'mutation-node',
    environment: 'node',
    include: [
      // Machines: their actor-level rule tests and fast oracle replays (shortest path to
      // each state). The full model replays of tests/model stay in npm test only: the OTP
      // one alone takes 12 s, too slow to run once per mutant (decision #98).
      'machines/**/*.test.ts',
      // The sandbox's settle and OTP rules, through its in-process HTTP harness.
      'sandbox/tests/otp.test.ts',
      'sandbox/tests/otpLimits.test.ts',
      'sandbox/tests/otpRules.test.ts',
      'sandbox/tests/payments.test.ts',
      'sandbox/tests/settleRules.test.ts',
      // Pure rule files of src/ (no DOM needed: node is faster per mutant than jsdom).
      'src/forms/messages.test.ts',
      'src/forms/messages.defaults.test.ts',
      'src/forms/validation.rules.test.ts',
      'src/forms/fieldListAdapter.test.ts',
      'src/forms/interpretingValidator.test.ts',
      // Issue 16: the 9-digit rule the phone field and the remembered numbers share.
      'src/forms/widgets/phoneDigits.test.ts',
      // The shared CMS package check (issue 15) and its meaning rules.
      'src/forms/packageCheck.test.ts',
      'src/api/envelope.test.ts',
      'src/features/payment/methods/shared/paymentPayload.test.ts',
      'src/features/hbb-lead/leadPayload.test.ts',
      // The payment receipt's text builder and share fallback (issue 16, RCPT).
      'src/features/payment/status/receiptText.test.ts',
      'src/features/payment/status/shareReceipt.test.ts',
    ],
    testTimeout: 60_000,
  },
  {
    // The API cache's tests need the browser's session storage; the remembered numbers
    // (REM-2 to REM-4) its local storage.
    name: 'mutation-jsdom',
    ...JSDOM,
    include: [
      'src/api/cache.test.ts',
      'src/session/rememberedNumbers.test.ts',
      // Issue 16, offline (OFF-5, OFF-7, OFF-8): the online store and the tel: links.
      'src/offline/onlineState.test.ts',
      'src/offline/ussdCodes.test.ts',
    ],
    testTimeout: 20_000,
  },
]);
