/**
 * Every scenario of the run, in the order they run: the operations first (reads, the OTP
 * families, payments, content, publishing), then the rules; last the rules that leave something
 * locked for a while (the OTP limits, the account lookups, the client's OTP cap), so nothing of
 * the run needs what they lock. A new operation or rule of the document needs a scenario here,
 * else the run reports it FAIL ("no scenario" / "not checked").
 */
import type { Scenario } from '../checks.ts';
import { contentScenarios } from './content.ts';
import { otpScenarios } from './otp.ts';
import { portalScenarios } from './portal.ts';
import { publishingScenarios } from './publishing.ts';
import { contentRules } from './rules/content.ts';
import { envelopeRules } from './rules/envelope.ts';
import { formRules } from './rules/forms.ts';
import { lineRules, lockingLineRules } from './rules/lines.ts';
import { capRules, otpRules } from './rules/otp.ts';
import { paymentRules } from './rules/payments.ts';
import { processRules } from './rules/process.ts';
import { tokenRules } from './rules/tokens.ts';
import { transactionScenarios } from './transactions.ts';

export const scenarios: readonly Scenario[] = [
  ...portalScenarios,
  ...otpScenarios,
  ...transactionScenarios,
  ...contentScenarios,
  ...publishingScenarios,
  ...envelopeRules,
  ...lineRules,
  ...formRules,
  ...contentRules,
  ...paymentRules,
  ...processRules,
  ...tokenRules,
  ...otpRules,
  ...lockingLineRules,
  ...capRules,
];
