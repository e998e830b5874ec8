import { describe, expect, it } from 'vitest';
import { balanceCheckMachine } from '../../machines/balanceCheck.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { checkModel } from './harness.ts';
import { done, fail, ok, otpClosed, otpVerified, rejected } from './outcomes.ts';

describe('balanceCheck machine (model)', () => {
  it('request -> OTP -> query -> active bundles; every failure back to idle with its code', async () => {
    const report = await checkModel({
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
    });
    expectFullCoverage(report, ['400']);
    expect(report.statesReached).toBe(report.statesTotal);
  });
});
