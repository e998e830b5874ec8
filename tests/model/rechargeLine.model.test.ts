import { describe, expect, it } from 'vitest';
import { rechargeLineMachine } from '../../machines/rechargeLine.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { checkModel } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';

describe('rechargeLine machine (model)', () => {
  it('validates at 9 digits; accepted line type -> ready, other -> wrongLineType, failure -> invalid', async () => {
    const report = await checkModel({
      name: 'rechargeLine',
      machine: rechargeLineMachine,
      inputs: [
        { acceptedLineTypes: ['PREPAID'], minAmount: 500, maxAmount: 1_000_000 },
        { acceptedLineTypes: ['POSTPAID', 'HYBRID'], minAmount: 1000, maxAmount: 5_000_000 },
      ],
      events: [
        { type: 'phone.change', phone: '71200' },
        { type: 'phone.change', phone: '712000001' },
        { type: 'recharge.pay', amount: 499 },
        { type: 'recharge.pay', amount: 1000 },
        { type: 'bundle.select', amount: 2000, productCode: 'B1' },
      ],
      outcomes: {
        validateNumber: [
          ok({ lineType: 'PREPAID' }),
          ok({ lineType: 'HYBRID' }),
          fail('400', 'Invalid Mobile No'),
          rejected,
        ],
      },
    });
    expectFullCoverage(report, ['400']);
    expect(report.actionsRun).toContain('goToPayment');
  });
});
