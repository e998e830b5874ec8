/**
 * Rules of the airtime payment (spec: airtime screen and airtime payment), pinned on a real actor
 * with a simulated clock: the payer's OTP, the airtime balance check against the amount, the
 * 'Are you sure?' dialog or the insufficient-balance message, then initiate, process and the
 * status page. Each test states the spec's values and checks what the person meets: the state
 * (dialog) reached, the error the screen shows, the calls and payloads sent.
 */
import { describe, expect, it } from 'vitest';
import { airtimeMachine } from './airtime.machine.ts';
import type { Outcome } from './outcome.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';
import { recordStatusPage, scriptedOtp, settle, walkThroughOtp } from './testing/walkThrough.ts';

const PAYER = '712000001';
const EMAIL = 'asha@example.co.tz';
const AUTH = { uniqueCode: 'UC-7', tokenType: 'Bearer', accessToken: 'TOKEN-7' };

/** The payment OTP child: sends, and verifies any 6-digit code with the auth above. */
function payerOtp(verify: Outcome<typeof AUTH> = okOutcome(AUTH)) {
  return scriptedOtp(okOutcome({ id: 'REF-1' }), verify);
}

interface Script {
  amount?: number;
  resumeTransactionId?: string;
  balance?: Answer[];
  initiate?: Answer[];
  process?: Answer[];
  status?: Answer[];
}

let navigations: string[] = [];
let persisted: string[] = [];

function start(script: Script = {}) {
  const statusPage = recordStatusPage();
  navigations = statusPage.navigated;
  persisted = statusPage.persisted;
  const otp = payerOtp();
  const machine = airtimeMachine.provide({ actions: statusPage.actions });
  const run = startScripted(
    machine,
    {
      amount: script.amount ?? 1000,
      ...(script.resumeTransactionId ? { resumeTransactionId: script.resumeTransactionId } : {}),
    },
    {
      fetchAirtimeBalance: script.balance ?? [okOutcome({ balance: 5000 })],
      initiatePayment: script.initiate ?? [okOutcome({ transactionId: 'T-1' })],
      processPayment: script.process ?? [okOutcome({ transactionId: 'T-1' })],
      fetchStatus: script.status ?? [okOutcome({ transactionStatus: 'SUCCESS' })],
    },
    { otp: otp.logic },
  );
  return { ...run, otpSent: otp.sent };
}

/** The person fills the form, then types the 6-digit code the OTP dialog asks for. */
async function submitAndVerify(run: ReturnType<typeof start>) {
  await walkThroughOtp(
    run.actor,
    { type: 'form.submit', paymentMobile: PAYER, email: EMAIL },
    '123456',
  );
}

describe('airtime: the OTP goes to the payer number, then the balance is checked', () => {
  // WAL-15
  it('submitting the form opens the payment OTP for the number typed', async () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('form');
    run.actor.send({ type: 'form.submit', paymentMobile: PAYER, email: EMAIL });
    expect(run.actor.getSnapshot().value).toBe('otp');
    await flush();
    expect(run.otpSent).toEqual([{ family: 'payment', msisdn: PAYER }]);
  });

  // WAL-15
  it('the balance is asked for the payer number with the verified OTP auth', async () => {
    const run = start({ balance: [okOutcome({ balance: 5000 })] });
    await submitAndVerify(run);
    expect(run.calls.fetchAirtimeBalance).toEqual([{ paymentMobile: PAYER, auth: AUTH }]);
  });

  // WAL-15, OTP-10
  it('closing the OTP dialog goes back to the form without calling the balance', async () => {
    const run = start();
    run.actor.send({ type: 'form.submit', paymentMobile: PAYER, email: EMAIL });
    await flush();
    run.actor.getSnapshot().children.otp!.send({ type: 'modal.close' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.calls.fetchAirtimeBalance).toEqual([]);
  });
});

describe("airtime: a balance of at least the amount shows 'Are you sure?', else the insufficient message", () => {
  // WAL-15
  it.each([
    ['above the amount', 1001],
    ['equal to the amount', 1000],
  ])('balance %s (TZS %i for TZS 1000): the confirm dialog', async (_, balance) => {
    const run = start({ amount: 1000, balance: [okOutcome({ balance })] });
    await submitAndVerify(run);
    expect(run.actor.getSnapshot().value).toBe('confirming');
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });

  // WAL-15, WAL-16
  it('balance TZS 999 for TZS 1000: the insufficient-balance message, no payment started', async () => {
    const run = start({ amount: 1000, balance: [okOutcome({ balance: 999 })] });
    await submitAndVerify(run);
    expect(run.actor.getSnapshot().value).toBe('insufficient');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'insufficientBalance' });
    expect(run.calls.initiatePayment).toEqual([]);
  });

  // WAL-16
  it('closing the insufficient-balance message leaves the form with no error', async () => {
    const run = start({ amount: 1000, balance: [okOutcome({ balance: 0 })] });
    await submitAndVerify(run);
    run.actor.send({ type: 'modal.close' });
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });

  // WAL-15, API-3
  it('a failed balance check goes back to the form with the server code and message', async () => {
    const run = start({ balance: [failOutcome('500', 'Balance service down')] });
    await submitAndVerify(run);
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: '500',
      message: 'Balance service down',
    });
  });

  // API-4
  it("a balance check that cannot be reached shows 'Something Went Wrong!' (generic)", async () => {
    const run = start({ balance: [{ reject: 'network' }] });
    await submitAndVerify(run);
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });
});

describe("airtime: 'Are you sure?' Yes pays, No goes back", () => {
  // WAL-15
  it('No: back to the form, nothing initiated', async () => {
    const run = start();
    await submitAndVerify(run);
    run.actor.send({ type: 'confirm.no' });
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.calls.initiatePayment).toEqual([]);
  });

  // WAL-15, PAY-8
  it('Yes: initiates with number, email and auth, processes the id, then the status page', async () => {
    const run = start({
      initiate: [okOutcome({ transactionId: 'T-42' })],
      process: [okOutcome({ transactionId: 'T-42' })],
    });
    await submitAndVerify(run);
    run.actor.send({ type: 'confirm.yes' });
    // A double click initiates once.
    run.actor.send({ type: 'confirm.yes' });
    await settle(2);
    expect(run.calls.initiatePayment).toEqual([{ paymentMobile: PAYER, email: EMAIL, auth: AUTH }]);
    expect(run.calls.processPayment).toEqual([
      { transactionId: 'T-42', paymentMobile: PAYER, auth: AUTH },
    ]);
    expect(persisted).toEqual(['T-42']);
    expect(run.actor.getSnapshot().value).toBe('done');
    expect(navigations).toEqual(['T-42']);
  });

  // WAL-15, API-3
  it('a failed processing goes back to the form with the server code', async () => {
    const run = start({ process: [failOutcome('400', 'Payment refused')] });
    await submitAndVerify(run);
    run.actor.send({ type: 'confirm.yes' });
    await settle(2);
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: '400',
      message: 'Payment refused',
    });
    expect(navigations).toEqual([]);
  });
});

describe('airtime: after a reload with a stored transaction id', () => {
  // PAY-25
  it('looks the status up once and goes to the status page, without the form or OTP', async () => {
    const run = start({ resumeTransactionId: 'T-9' });
    expect(run.actor.getSnapshot().value).toBe('checkingStatus');
    await flush();
    expect(run.calls.fetchStatus).toEqual([{ transactionId: 'T-9' }]);
    expect(run.actor.getSnapshot().value).toBe('done');
    expect(navigations).toEqual(['T-9']);
    expect(run.otpSent).toEqual([]);
  });
});
