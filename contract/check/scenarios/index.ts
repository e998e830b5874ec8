/**
 * Every scenario of the run, in the order they run: reads first, then the OTP families, payments,
 * content, and the rules last (the OTP rules lock their lines, so nothing may run after them on
 * those lines). A new operation or rule of the document needs a scenario here, else the run
 * reports it FAIL ("no scenario" / "not checked").
 */
import type { Scenario } from '../checks.ts';
import { contentScenarios } from './content.ts';
import { otpScenarios } from './otp.ts';
import { portalScenarios } from './portal.ts';
import { envelopeRules } from './rules/envelope.ts';
import { otpRules } from './rules/otp.ts';
import { paymentRules } from './rules/payments.ts';
import { tokenRules } from './rules/tokens.ts';
import { transactionScenarios } from './transactions.ts';

export const scenarios: readonly Scenario[] = [
  ...portalScenarios,
  ...otpScenarios,
  ...transactionScenarios,
  ...contentScenarios,
  ...envelopeRules,
  ...paymentRules,
  ...tokenRules,
  ...otpRules,
];
