import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { billAmounts, billFetchMachine } from '../../machines/billFetch.machine.ts';
import type { Outcome } from '../../machines/outcome.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { billFetchSpec } from './billFetch.spec.ts';

describe('billFetch machine (model)', () => {
  // BILL-1, BILL-2, BILL-3, BILL-4, BILL-5
  itReplaysModel(
    'OTP or account-number path (10 digits; 60119 / 60005 stay in the modal), bill, round-up (45500.50 shows 45501), pay, and at every step shows what the rules say',
    billFetchSpec,
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
