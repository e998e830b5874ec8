/**
 * The bill lookup's model: the choices a person makes and the answers its calls may give, under
 * the higher-value feature on and off. Shared by the model test (tests/model/billFetch.model.test.ts),
 * the fast oracle replay (machines/billFetch.oracle.test.ts) and the screen's state test
 * (src/features/recharge/BillLookup.states.test.tsx).
 */
import { billFetchMachine } from '../../machines/billFetch.machine.ts';
import { billFetchOracle } from './billFetch.oracle.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { done, fail, ok, otpClosed, rejected } from './outcomes.ts';

const invoiceOtpVerified = done({ status: 'verified', family: 'invoice', id: 'otp-1' });

export const billFetchSpec = {
  name: 'billFetch',
  machine: billFetchMachine,
  inputs: [
    { msisdn: '713000001', higherValueFeature: true },
    { msisdn: '713000001', higherValueFeature: false },
  ],
  events: [
    { type: 'bill.viaOtp' },
    { type: 'bill.viaAccount' },
    { type: 'account.submit', accountNo: '123' },
    // 9 and 11 digits are refused: only 10 digits are an account number.
    { type: 'account.submit', accountNo: '100000000' },
    { type: 'account.submit', accountNo: '10000000011' },
    { type: 'account.submit', accountNo: '1000000001' },
    { type: 'modal.close' },
    { type: 'bill.pay', amount: 0 },
    { type: 'bill.pay', amount: 45501 },
  ],
  outcomes: {
    otp: [invoiceOtpVerified, otpClosed('502'), done({ status: 'closed', error: null })],
    validateAccount: [
      ok({}),
      fail('60119', 'Account number does not match'),
      fail('60005', 'Account not found'),
      fail('500', 'x'),
      rejected,
    ],
    fetchBill: [
      ok({ totalOutstanding: 45500.5 }),
      ok({ totalOutstanding: 12000 }),
      ok({}),
      fail('400', 'bad'),
      rejected,
    ],
  },
  oracle: billFetchOracle,
} satisfies ModelSpec;

/** Bill lookup states as the screen tells them apart: leaves, the error and the bill shown. */
export const billFetchStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, bill } = snapshot.context as {
    error: { code: string } | null;
    bill: { amountToPay: number } | null;
  };
  const leaves = leafStates(snapshot);
  return [
    leaves,
    error ? `error ${error.code}` : '',
    bill && leaves === 'billShown' ? `bill ${bill.amountToPay}` : '',
  ]
    .filter(Boolean)
    .join(', ');
};
