/**
 * Rules of the postpaid bill lookup (spec: bill fetch, postpaid account-number modal, 60119 /
 * 60005), pinned on a real actor with a simulated clock: the invoice OTP or a 10-digit account
 * number, then the outstanding amount, rounded up to a whole number with a note when it has
 * decimals and the higher-value feature is on; then Pay with the amount. Each test checks what
 * the person meets: the modal open, the message shown, the amount and note, the payment handed on.
 */
import { describe, expect, it } from 'vitest';
import { billAmounts, billFetchMachine, type BillPayParams } from './billFetch.machine.ts';
import type { Outcome } from './outcome.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';
import { scriptedOtp, settle, walkThroughOtp } from './testing/walkThrough.ts';

const MSISDN = '754000123';
const ACCOUNT = '1234567890';

/** The invoice OTP child: `send` answers the request (an OTP id, or a failure that closes it). */
function invoiceOtp(send: Outcome<{ id: string }>) {
  return scriptedOtp(send, okOutcome({}));
}

interface Script {
  higherValueFeature?: boolean;
  otpSend?: Outcome<{ id: string }>;
  validate?: Answer[];
  bill?: Answer[];
}

function start(script: Script = {}) {
  const payments: BillPayParams[] = [];
  const otp = invoiceOtp(script.otpSend ?? okOutcome({ id: 'OTP-77' }));
  const run = startScripted(
    billFetchMachine.provide({ actions: { goToPayment: (_, params) => payments.push(params) } }),
    { msisdn: MSISDN, higherValueFeature: script.higherValueFeature ?? true },
    {
      validateAccount: script.validate ?? [okOutcome({})],
      fetchBill: script.bill ?? [okOutcome({ totalOutstanding: 45500 })],
    },
    { otp: otp.logic },
  );
  return { ...run, payments, otp };
}

/** The person asks for the invoice OTP and types the 6-digit code. */
async function viaOtp(run: ReturnType<typeof start>) {
  await walkThroughOtp(run.actor, { type: 'bill.viaOtp' }, '654321');
}

/** The person opens the account-number modal and submits `accountNo`. */
async function viaAccount(run: ReturnType<typeof start>, accountNo: string) {
  run.actor.send({ type: 'bill.viaAccount' });
  run.actor.send({ type: 'account.submit', accountNo });
  await settle(2);
}

describe('bill: decimals with the higher-value feature are rounded up, with the note', () => {
  // BILL-5
  it('45500.50 with the feature on shows 45501 to pay, the 45500.50 outstanding and the note', () => {
    expect(billAmounts(45500.5, true)).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45501,
      roundedUp: true,
    });
  });

  // BILL-5
  it('45500.01 rounds up, not to the nearest: 45501', () => {
    expect(billAmounts(45500.01, true).amountToPay).toBe(45501);
  });

  // BILL-5
  it('45500.50 with the feature off is paid as it is, without the note', () => {
    expect(billAmounts(45500.5, false)).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45500.5,
      roundedUp: false,
    });
  });

  // BILL-5
  it('a whole 45500 is paid as it is, without the note, feature on', () => {
    expect(billAmounts(45500, true)).toEqual({
      totalOutstanding: 45500,
      amountToPay: 45500,
      roundedUp: false,
    });
  });

  // BILL-4, BILL-5
  it('the fetched bill is shown rounded up when the feature is on', async () => {
    const run = start({ bill: [okOutcome({ totalOutstanding: 45500.5 })] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().value).toBe('billShown');
    expect(run.actor.getSnapshot().context.bill).toEqual({
      totalOutstanding: 45500.5,
      amountToPay: 45501,
      roundedUp: true,
    });
  });

  // BILL-5
  it('the fetched bill is shown as it is when the feature is off', async () => {
    const run = start({
      higherValueFeature: false,
      bill: [okOutcome({ totalOutstanding: 45500.5 })],
    });
    await viaOtp(run);
    expect(run.actor.getSnapshot().context.bill).toMatchObject({
      amountToPay: 45500.5,
      roundedUp: false,
    });
  });

  // BILL-4, BILL-5
  it('an amount the server sends as text ("45500.50") is read as the number', async () => {
    const run = start({ bill: [okOutcome({ totalOutstanding: '45500.50' })] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().context.bill).toMatchObject({
      totalOutstanding: 45500.5,
      amountToPay: 45501,
    });
  });

  // BILL-4
  it('an outstanding of 0 is a bill too: shown, nothing to round', async () => {
    const run = start({ bill: [okOutcome({ totalOutstanding: 0 })] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().value).toBe('billShown');
    expect(run.actor.getSnapshot().context.bill).toEqual({
      totalOutstanding: 0,
      amountToPay: 0,
      roundedUp: false,
    });
  });
});

describe('bill: the invoice OTP path', () => {
  // BILL-1, BILL-4, OTP-11
  it('asks the invoice OTP for the line, then the bill with the OTP id', async () => {
    const run = start();
    await viaOtp(run);
    expect(run.otp.sent).toEqual([{ family: 'invoice', msisdn: MSISDN }]);
    expect(run.calls.fetchBill).toEqual([{ msisdn: MSISDN, otpId: 'OTP-77' }]);
    expect(run.calls.validateAccount).toEqual([]);
  });

  // BILL-1, OTP-8
  it('an OTP request that fails (502, send limit) closes with the code for the toast', async () => {
    const run = start({ otpSend: failOutcome('502', 'Too many OTP requests') });
    run.actor.send({ type: 'bill.viaOtp' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: '502',
      message: 'Too many OTP requests',
    });
    expect(run.calls.fetchBill).toEqual([]);
  });

  // OTP-10, OTP-14
  it('closing the OTP dialog goes back with no error and no bill asked', async () => {
    const run = start();
    run.actor.send({ type: 'bill.viaOtp' });
    await flush();
    run.actor.getSnapshot().children.otp!.send({ type: 'modal.close' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toBeNull();
    expect(run.calls.fetchBill).toEqual([]);
  });
});

describe('bill: the account-number modal takes 10 digits', () => {
  // BILL-2
  it.each([
    ['9 digits', '123456789'],
    ['11 digits', '12345678901'],
    ['a letter before 10 digits', 'x1234567890'],
    ['a letter after 10 digits', '1234567890x'],
    ['a letter among the digits', '12345a7890'],
    ['nothing', ''],
  ])('%s (%s) is refused: the modal stays, nothing is sent', async (_, accountNo) => {
    const run = start();
    await viaAccount(run, accountNo);
    expect(run.actor.getSnapshot().matches({ accountModal: 'editing' })).toBe(true);
    expect(run.calls.validateAccount).toEqual([]);
  });

  // BILL-2, BILL-3
  it('10 digits: validated for the line, then the bill asked with the account number', async () => {
    const run = start();
    await viaAccount(run, ACCOUNT);
    expect(run.calls.validateAccount).toEqual([{ msisdn: MSISDN, accountNo: ACCOUNT }]);
    expect(run.calls.fetchBill).toEqual([{ msisdn: MSISDN, accountNo: ACCOUNT }]);
    expect(run.actor.getSnapshot().value).toBe('billShown');
  });

  // BILL-3
  it.each(['60119', '60005'])(
    '%s: the server message shows in the modal, which stays open for another try',
    async (code) => {
      const run = start({
        validate: [failOutcome(code, 'Account does not belong to this number'), okOutcome({})],
      });
      await viaAccount(run, ACCOUNT);
      expect(run.actor.getSnapshot().matches({ accountModal: 'editing' })).toBe(true);
      expect(run.actor.getSnapshot().context.error).toEqual({
        code,
        message: 'Account does not belong to this number',
      });
      // Another try clears the message and goes on.
      run.actor.send({ type: 'account.submit', accountNo: '0987654321' });
      expect(run.actor.getSnapshot().context.error).toBeNull();
      await settle(2);
      expect(run.actor.getSnapshot().value).toBe('billShown');
      expect(run.calls.fetchBill).toEqual([{ msisdn: MSISDN, accountNo: '0987654321' }]);
    },
  );

  // BILL-3, API-3
  it('another validation failure closes the modal with the code for the toast', async () => {
    const run = start({ validate: [failOutcome('500', 'Try later')] });
    await viaAccount(run, ACCOUNT);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: '500', message: 'Try later' });
  });

  // API-4
  it("a validation that cannot be reached closes the modal with 'Something Went Wrong!'", async () => {
    const run = start({ validate: [{ reject: 'network' }] });
    await viaAccount(run, ACCOUNT);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  // BILL-3
  it('the account field opens empty; after a 60119 it keeps the refused number to correct', async () => {
    const run = start({ validate: [failOutcome('60119', 'Wrong account')] });
    run.actor.send({ type: 'bill.viaAccount' });
    // The screen fills the field with context.accountNo (AccountModal's rejectedAccountNo).
    expect(run.actor.getSnapshot().context.accountNo).toBe('');
    run.actor.send({ type: 'account.submit', accountNo: ACCOUNT });
    await flush();
    expect(run.actor.getSnapshot().matches({ accountModal: 'editing' })).toBe(true);
    expect(run.actor.getSnapshot().context.accountNo).toBe(ACCOUNT);
  });

  // BILL-3
  it('closing the modal after a 60119 goes back with the message gone', async () => {
    const run = start({ validate: [failOutcome('60119', 'Wrong account')] });
    await viaAccount(run, ACCOUNT);
    run.actor.send({ type: 'modal.close' });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('bill: a bill that cannot be shown leaves a toast', () => {
  // BILL-4, API-3
  it('a failed bill look-up shows the server code and message', async () => {
    const run = start({ bill: [failOutcome('404', 'No bill found')] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: '404',
      message: 'No bill found',
    });
  });

  // BILL-4, API-3
  it.each([
    ['no amount', {}],
    ['an amount that is not a number', { totalOutstanding: 'n/a' }],
    ['a null amount', { totalOutstanding: null }],
    ['no result at all', null],
  ])('a success with %s shows the generic toast', async (_, result) => {
    const run = start({ bill: [okOutcome(result)] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
    expect(run.actor.getSnapshot().context.bill).toBeNull();
  });

  // API-3
  it('a success without an amount but with a server message shows that message', async () => {
    const run = start({ bill: [{ ok: true, result: {}, message: 'Bill not ready' }] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'generic',
      message: 'Bill not ready',
    });
  });

  // API-4
  it("a bill look-up that cannot be reached shows 'Something Went Wrong!'", async () => {
    const run = start({ bill: [{ reject: 'network' }] });
    await viaOtp(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  // BILL-12
  it('choosing a lookup again clears the toast error', async () => {
    const run = start({ bill: [failOutcome('404', 'No bill found')] });
    await viaOtp(run);
    run.actor.send({ type: 'bill.viaAccount' });
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('bill: Pay hands the amount on to the payment', () => {
  // BILL-1, REC-9
  it('paying after the OTP path hands on the line and the amount, no account number', async () => {
    const run = start({ bill: [okOutcome({ totalOutstanding: 45500.5 })] });
    await viaOtp(run);
    run.actor.send({ type: 'bill.pay', amount: 45501 });
    expect(run.actor.getSnapshot().value).toBe('paying');
    expect(run.payments).toEqual([{ msisdn: MSISDN, amount: 45501 }]);
    // The lookup is over once the payment is handed on (a final state: a late Close can bring no
    // modal back, and xstate would only warn about an event sent to a stopped actor).
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  // BILL-3, REC-9
  it('paying after the account path hands on the account number too', async () => {
    const run = start();
    await viaAccount(run, ACCOUNT);
    run.actor.send({ type: 'bill.pay', amount: 45500 });
    expect(run.payments).toEqual([{ msisdn: MSISDN, amount: 45500, accountNo: ACCOUNT }]);
  });

  // REC-8
  it.each([
    ['0', 0],
    ['a negative amount', -5],
    ['no number', Number.NaN],
    ['an endless number', Number.POSITIVE_INFINITY],
  ])('Pay with %s does nothing', async (_, amount) => {
    const run = start();
    await viaOtp(run);
    run.actor.send({ type: 'bill.pay', amount });
    expect(run.actor.getSnapshot().value).toBe('billShown');
    expect(run.payments).toEqual([]);
  });

  // BILL-12
  it('switching from the account path to the OTP path asks the bill with the OTP id only', async () => {
    const run = start();
    await viaAccount(run, ACCOUNT);
    await viaOtp(run);
    expect(run.calls.fetchBill).toEqual([
      { msisdn: MSISDN, accountNo: ACCOUNT },
      { msisdn: MSISDN, otpId: 'OTP-77' },
    ]);
    run.actor.send({ type: 'bill.pay', amount: 45500 });
    expect(run.payments).toEqual([{ msisdn: MSISDN, amount: 45500 }]);
  });

  // BILL-12
  it('switching from the OTP path to the account path asks the bill with the account number', async () => {
    const run = start();
    await viaOtp(run);
    await viaAccount(run, ACCOUNT);
    expect(run.calls.fetchBill).toEqual([
      { msisdn: MSISDN, otpId: 'OTP-77' },
      { msisdn: MSISDN, accountNo: ACCOUNT },
    ]);
  });
});
