import { expect } from 'vitest';
import { rechargeLineMachine } from '../../machines/rechargeLine.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, ok, rejected } from './outcomes.ts';

describeModel(
  'validates 9 digits after 1000 ms; accepted -> ready, other or not broadband -> wrongLineType, failure -> invalid',
  {
    name: 'rechargeLine',
    machine: rechargeLineMachine,
    inputs: [
      { acceptedLineTypes: ['PREPAID'], minAmount: 500, maxAmount: 1_000_000 },
      {
        acceptedLineTypes: ['POSTPAID', 'HYBRID'],
        minAmount: 1000,
        maxAmount: 5_000_000,
        hybridCheck: true,
      },
      {
        acceptedLineTypes: ['PREPAID', 'POSTPAID', 'HYBRID'],
        minAmount: 0,
        maxAmount: 0,
        broadbandOnly: true,
      },
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
        fail('NOT_BROADBAND', 'This number is not a broadband line'),
        rejected,
      ],
    },
  },
  (report) => {
    expectFullCoverage(report, ['400', 'NOT_BROADBAND']);
    expect(report.actionsRun).toContain('goToPayment');
  },
);
