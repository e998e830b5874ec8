/**
 * The balance check's model: shared by the model test and the fast oracle test
 * (machines/balanceCheck.oracle.test.ts).
 */
import { balanceCheckMachine } from '../../machines/balanceCheck.machine.ts';
import { balanceCheckOracle } from './balanceCheck.oracle.ts';
import type { ModelSpec } from './harness.ts';
import { done, fail, ok, otpClosed, otpVerified, rejected } from './outcomes.ts';

export const balanceCheckSpec = {
  name: 'balanceCheck',
  machine: balanceCheckMachine,
  events: [
    // BB-1: only a 9-digit number is checked (5 and 10 digits are not).
    ...['71400', '7140000012', '714000001'].map((msisdn) => ({
      type: 'balance.check' as const,
      msisdn,
    })),
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
  oracle: balanceCheckOracle,
} satisfies ModelSpec;
