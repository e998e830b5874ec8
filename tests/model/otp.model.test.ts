import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { otpSpec } from './otp.spec.ts';

describeModel(
  'reaches every state and takes every transition, and at every step shows what the rules say (5 attempts, 2003 one fewer, 2002 exhausted, resend after 60 s, 4001/400 close after 11 s)',
  otpSpec,
  (report) => {
    expectFullCoverage(report, ['2003', '2002', '4001', '400', '502']);
  },
);
