import { expect } from 'vitest';
import { balanceCheckMachine } from '../../machines/balanceCheck.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { done, fail, ok, otpClosed, otpVerified, rejected } from './outcomes.ts';

describeModel(
  'request -> OTP -> query -> active bundles; every failure back to idle with its code',
  {
    name: 'balanceCheck',
    machine: balanceCheckMachine,
    events: [
      { type: 'balance.check', msisdn: '71400' },
      { type: 'balance.check', msisdn: '714000001' },
      { type: 'modal.close' },
    ],
    outcomes: {
      otp: [otpVerified, otpClosed('502'), done({ status: 'closed' }), rejected],
      queryBalance: [
        ok({
          queryBalanceResult: [
            {
              balanceDescription: 'Router Data',
              balanceType: 'DATA',
              balance: 12.5,
              unitType: 'GB',
              expireTime: '2026-12-01',
              serviceType: 'DATA',
            },
          ],
        }),
        ok({}),
        fail('400', 'Bad request'),
        rejected,
      ],
    },
  },
  (report) => {
    expectFullCoverage(report, ['400']);
    expect(report.statesReached).toBe(report.statesTotal);
  },
);
