/**
 * The recharge line machine's model under the prepaid, postpaid (hybrid check) and broadband
 * pages' rules: shared by the model test and the fast oracle test
 * (machines/rechargeLine.oracle.test.ts).
 */
import { rechargeLineMachine } from '../../machines/rechargeLine.machine.ts';
import type { ModelSpec } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';
import { rechargeLineOracle } from './rechargeLine.oracle.ts';

export const rechargeLineSpec = {
  name: 'rechargeLine',
  machine: rechargeLineMachine,
  inputs: [
    // REC-7, REC-8: the prepaid page's bounds, 500 and 1,000,000.
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
    // REC-2: digits only, at most 9: '0712 000 0019' is '071200000'.
    { type: 'phone.change', phone: '0712 000 0019' },
    { type: 'recharge.pay', amount: 499 },
    { type: 'recharge.pay', amount: 500 },
    { type: 'recharge.pay', amount: 1_000_000 },
    { type: 'recharge.pay', amount: 1_000_001 },
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
  oracle: rechargeLineOracle,
  // REC-3: the 1000 ms wait before validating: 2 s from every state shows a timer missing or early.
  probeSeconds: 2,
} satisfies ModelSpec;
