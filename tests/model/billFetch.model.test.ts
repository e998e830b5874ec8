import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { billAmounts, billFetchMachine } from '../../machines/billFetch.machine.ts';
import type { Outcome } from '../../machines/outcome.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { done, fail, ok, otpClosed, rejected } from './outcomes.ts';

const invoiceOtpVerified = done({ status: 'verified', family: 'invoice', id: 'otp-1' });

describe('billFetch machine (model)', () => {
  itReplaysModel(
    'OTP or account-number path (60119 / 60005 stay in the modal), bill, round-up, pay',
    {
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
        { type: 'account.submit', accountNo: '1000000001' },
        { type: 'modal.close' },
        { type: 'bill.pay', amount: 0 },
        { type: 'bill.pay', amount: 45501 },
      ],
      outcomes: {
        otp: [invoiceOtpVerified, otpClosed('502')],
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
    },
    (report) => {
      expectFullCoverage(report, ['60119', '60005', '502', '400']);
      expect(report.actionsRun).toContain('goToPayment');
    },
  );

  it('rounds a bill with decimals up only when the higher-value feature is on', () => {
    expect(billAmounts(45500.5, true)).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45501,
      roundedUp: true,
    });
    expect(billAmounts(45500.5, false)).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45500.5,
      roundedUp: false,
    });
    expect(billAmounts(12000, true)).toMatchObject({ amountToPay: 12000, roundedUp: false });
  });

  it('asks for the bill with the account number, and with the OTP id on the OTP path', async () => {
    const asked: unknown[] = [];
    const machine = billFetchMachine.provide({
      actors: {
        otp: fromPromise(async () => ({
          status: 'verified',
          family: 'invoice',
          id: 'otp-1',
        })) as never,
        validateAccount: fromPromise(async (): Promise<Outcome<unknown>> => ({
          ok: true,
          result: {},
        })),
        fetchBill: fromPromise(async ({ input }) => {
          asked.push(input);
          return { ok: true as const, result: { totalOutstanding: 45500.5 } };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { msisdn: '713000001', higherValueFeature: true },
    }).start();
    actor.send({ type: 'bill.viaAccount' });
    actor.send({ type: 'account.submit', accountNo: '1000000001' });
    const shown = await waitFor(actor, (s) => s.matches('billShown'));
    expect(shown.context.bill).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45501,
      roundedUp: true,
    });
    actor.send({ type: 'bill.viaOtp' });
    await waitFor(actor, (s) => s.matches('billShown') && asked.length === 2);
    expect(asked).toEqual([
      { msisdn: '713000001', accountNo: '1000000001' },
      { msisdn: '713000001', otpId: 'otp-1' },
    ]);
    actor.stop();
  });
});
