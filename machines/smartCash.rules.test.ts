/**
 * SmartCash rules, pinned with the spec's literal values on a real actor (issue 14): number, OTP
 * (family payment), initiate (transaction id + encryption key), PIN (56D005 = wrong PIN, attempts
 * from 5), a NEW initiation before each next PIN try, 1006 / no attempts left -> blocked with
 * attempts 0, closing the modal resets attempts to 5, then one status look-up and the status page.
 * The OTP and PIN children are answered with the outputs their modals end with.
 */
import { describe, expect, it } from 'vitest';
import { smartCashMachine } from './smartCash.machine.ts';
import { failOutcome, okOutcome, startScripted, type Answer } from './testing/simulatedActor.ts';
import { childOutput, withoutScripted } from './testing/childStandIns.ts';
import { recordStatusPage, settle } from './testing/walkThrough.ts';

const NUMBER = '712000001';
const AUTH = { uniqueCode: 'UC-1', tokenType: 'Bearer', accessToken: 'T-1' };
const otpVerified = { status: 'verified', family: 'payment', id: 'REF-1', ...AUTH };
const otpClosed = (code: string | null) => ({
  status: 'closed',
  error: code === null ? null : { code },
});
const initiated = (transactionId: string, key?: string) =>
  okOutcome(
    key === undefined ? { transactionId } : { transactionId, encryptionKeyDetails: { key } },
  );
const wrongPin = (attemptsLeft: number) => ({
  status: 'wrongPin',
  attemptsLeft,
  error: { code: '56D005', message: 'Please enter correct PIN' },
});
const pinProcessed = { status: 'processed', result: { transactionStatus: 'SUCCESS' } };

/** What the modal of a child (otp / pin) renders from. */
const contextOf = (ref: { getSnapshot(): unknown } | undefined) =>
  (ref?.getSnapshot() as { context?: unknown } | undefined)?.context;

interface Script {
  otp?: object[];
  initiatePayment?: Answer[];
  pin?: object[];
  fetchStatus?: Answer[];
  resumeTransactionId?: string;
  /** Children left to the machine's own otp / pin machines (what the screen renders as modals). */
  realChildren?: ('otp' | 'pin')[];
}

function startSmartCash(script: Script = {}) {
  const { persisted, navigated, actions } = recordStatusPage();
  const machine = smartCashMachine.provide({ actions });
  const scripted: Record<string, Answer[]> = {
    otp: (script.otp ?? [otpVerified]).map(childOutput),
    initiatePayment: script.initiatePayment ?? [initiated('TX-1', 'KEY-1')],
    pin: (script.pin ?? [pinProcessed]).map(childOutput),
    fetchStatus: script.fetchStatus ?? [okOutcome({ transactionStatus: 'SUCCESS' })],
  };
  const answers = withoutScripted(scripted, script.realChildren ?? []);
  const run = startScripted(
    machine,
    script.resumeTransactionId === undefined
      ? { paymentMobile: '' }
      : { resumeTransactionId: script.resumeTransactionId },
    answers,
  );
  /** Every state the payer passes through, with the context the screen reads there. */
  const seen: { state: string; attemptsLeft: number; reinitiating: boolean }[] = [];
  run.actor.subscribe((s) =>
    seen.push({
      state: String(s.value),
      attemptsLeft: s.context.attemptsLeft,
      reinitiating: s.context.reinitiating,
    }),
  );
  const submit = async (paymentMobile = NUMBER) => {
    run.actor.send({ type: 'form.submit', paymentMobile });
    await settle(5);
  };
  const snapshot = () => run.actor.getSnapshot();
  return { ...run, persisted, navigated, seen, submit, snapshot };
}

describe('SmartCash: the happy path', () => {
  // WAL-9, WAL-10
  it('starts on the number form with 5 PIN attempts and no error', () => {
    const { snapshot, calls } = startSmartCash();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.attemptsLeft).toBe(5);
    expect(snapshot().context.error).toBeNull();
    expect(calls.otp).toEqual([]);
  });

  // WAL-9, API-8
  it('asks the payment OTP for the number typed, then initiates with that number and the OTP auth', async () => {
    const { submit, calls } = startSmartCash();
    await submit('712345678');
    expect(calls.otp).toEqual([{ family: 'payment', msisdn: '712345678' }]);
    expect(calls.initiatePayment).toEqual([{ paymentMobile: '712345678', auth: AUTH }]);
  });

  // WAL-9, WAL-10
  it('opens the PIN modal for this transaction with the initiation key, 5 attempts and 56D005 as the wrong-PIN code', async () => {
    const { submit, calls, persisted } = startSmartCash();
    await submit();
    expect(persisted).toEqual(['TX-1']);
    expect(calls.pin).toEqual([
      {
        transactionId: 'TX-1',
        auth: AUTH,
        encryptionKey: 'KEY-1',
        attemptsLeft: 5,
        wrongPinCodes: ['56D005'],
        retryInPlace: false,
      },
    ]);
  });

  // WAL-9
  it('the first initiation shows the busy overlay, not the PIN modal stand-in', async () => {
    const { submit, seen, snapshot } = startSmartCash();
    expect(snapshot().context.reinitiating).toBe(false);
    await submit();
    expect(seen).toContainEqual({ state: 'initiating', attemptsLeft: 5, reinitiating: false });
    expect(seen.some((s) => s.reinitiating)).toBe(false);
  });

  // WAL-9
  it("the modals are the machine's own: the payment OTP for the number, then the PIN for this transaction", async () => {
    const otpModal = startSmartCash({ realChildren: ['otp'] });
    otpModal.actor.send({ type: 'form.submit', paymentMobile: '712345678' });
    expect(contextOf(otpModal.snapshot().children.otp)).toMatchObject({
      family: 'payment',
      msisdn: '712345678',
    });

    const pinModal = startSmartCash({ realChildren: ['pin'] });
    await pinModal.submit();
    expect(pinModal.snapshot().value).toBe('pin');
    expect(contextOf(pinModal.snapshot().children.pin)).toMatchObject({
      transactionId: 'TX-1',
      attemptsLeft: 5,
    });
  });

  // WAL-9
  it('gives the PIN modal an empty key when the initiation sent none', async () => {
    const { submit, calls } = startSmartCash({ initiatePayment: [initiated('TX-1')] });
    await submit();
    expect(calls.pin).toMatchObject([{ encryptionKey: '' }]);
  });

  // WAL-9
  it('after the PIN is processed, looks the status of this transaction up once and goes to /payment/status?id=TX-1', async () => {
    const { submit, calls, navigated, snapshot } = startSmartCash();
    await submit();
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-1' }]);
    expect(snapshot().status).toBe('done');
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-9
  it('goes to the status page even when the status look-up fails', async () => {
    const { submit, navigated } = startSmartCash({ fetchStatus: [{ reject: 'network' }] });
    await submit();
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-9, PAY-25
  it('after a reload with a transaction id, looks its status up at once and goes to its status page', async () => {
    const { calls, navigated } = startSmartCash({ resumeTransactionId: 'TX-9' });
    await settle(3);
    expect(calls.otp).toEqual([]);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-9' }]);
    expect(navigated).toEqual(['TX-9']);
  });
});

describe('SmartCash: a wrong PIN (56D005) re-initiates with one attempt less', () => {
  // WAL-10
  it('shows 4 attempts left and the wrong-PIN message while a NEW initiation runs, then asks the PIN again with the new key', async () => {
    const { submit, calls, seen, snapshot } = startSmartCash({
      initiatePayment: [initiated('TX-1', 'KEY-1'), initiated('TX-2', 'KEY-2')],
      pin: [wrongPin(4), pinProcessed],
    });
    await submit();
    expect(calls.initiatePayment).toHaveLength(2);
    // The PIN modal stays, busy, with "4 attempts left" while the new initiation runs.
    expect(seen).toContainEqual({ state: 'initiating', attemptsLeft: 4, reinitiating: true });
    expect(calls.pin).toEqual([
      expect.objectContaining({ transactionId: 'TX-1', encryptionKey: 'KEY-1', attemptsLeft: 5 }),
      expect.objectContaining({ transactionId: 'TX-2', encryptionKey: 'KEY-2', attemptsLeft: 4 }),
    ]);
    // Once re-initiated the PIN is asked in the PIN modal again (no busy stand-in).
    expect(seen).toContainEqual({ state: 'pin', attemptsLeft: 4, reinitiating: false });
    expect(snapshot().status).toBe('done');
  });

  // WAL-10
  it('keeps the 56D005 message for the PIN modal to show at the next try', async () => {
    const { submit, seen, actor } = startSmartCash({
      pin: [wrongPin(3), { status: 'closed' }],
    });
    const errors: unknown[] = [];
    actor.subscribe((s) => s.matches('pin') && errors.push(s.context.error));
    await submit();
    expect(seen).toContainEqual({ state: 'initiating', attemptsLeft: 3, reinitiating: true });
    // The first PIN try shows no message; the next one shows the wrong-PIN text.
    expect(errors[0]).toBeNull();
    expect(errors.at(-1)).toEqual({ code: '56D005', message: 'Please enter correct PIN' });
  });

  // WAL-11
  it('a wrong PIN with 0 attempts left blocks the wallet: attempts 0 and code 1006', async () => {
    const { submit, calls, snapshot } = startSmartCash({ pin: [wrongPin(0)] });
    await submit();
    expect(snapshot().value).toBe('blocked');
    expect(snapshot().context.attemptsLeft).toBe(0);
    expect(snapshot().context.error).toEqual({ code: '1006' });
    expect(calls.initiatePayment).toHaveLength(1);
  });

  // WAL-11
  it('1006 (locked) blocks the wallet: attempts 0 and code 1006', async () => {
    const { submit, snapshot } = startSmartCash({ pin: [{ status: 'locked' }] });
    await submit();
    expect(snapshot().value).toBe('blocked');
    expect(snapshot().context.attemptsLeft).toBe(0);
    expect(snapshot().context.error).toEqual({ code: '1006' });
  });

  // WAL-11, WAL-12
  it('closing the blocked message goes back to the form with attempts reset to 5 and no error', async () => {
    const { submit, actor, snapshot } = startSmartCash({ pin: [{ status: 'locked' }] });
    await submit();
    actor.send({ type: 'modal.close' });
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.attemptsLeft).toBe(5);
    expect(snapshot().context.error).toBeNull();
  });
});

describe('SmartCash: closing or failing goes back to the form with attempts reset to 5', () => {
  // WAL-12
  it('closing the PIN modal after a wrong PIN: the form, attempts 5, no error, no busy PIN stand-in', async () => {
    const { submit, snapshot } = startSmartCash({
      initiatePayment: [initiated('TX-1', 'KEY-1'), initiated('TX-2', 'KEY-2')],
      pin: [wrongPin(4), { status: 'closed' }],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.attemptsLeft).toBe(5);
    expect(snapshot().context.error).toBeNull();
    expect(snapshot().context.reinitiating).toBe(false);
  });

  // WAL-12, PIN-5
  it('a PIN step that fails with another code: the form shows that code, attempts back to 5', async () => {
    const { submit, snapshot } = startSmartCash({
      pin: [wrongPin(4), { status: 'failed', error: { code: '502', message: 'Down' } }],
      initiatePayment: [initiated('TX-1', 'KEY-1'), initiated('TX-2', 'KEY-2')],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '502', message: 'Down' });
    expect(snapshot().context.attemptsLeft).toBe(5);
  });

  // WAL-12
  it('a failed re-initiation after a wrong PIN: the form shows its code and attempts are back to 5', async () => {
    const { submit, snapshot } = startSmartCash({
      initiatePayment: [initiated('TX-1', 'KEY-1'), failOutcome('400', 'Wallet not registered')],
      pin: [wrongPin(4)],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '400', message: 'Wallet not registered' });
    expect(snapshot().context.attemptsLeft).toBe(5);
    expect(snapshot().context.reinitiating).toBe(false);
  });

  // WAL-12, API-4
  it('a re-initiation that cannot reach the server: "Something Went Wrong!" (generic), attempts 5', async () => {
    const { submit, snapshot } = startSmartCash({
      initiatePayment: [initiated('TX-1', 'KEY-1'), { reject: 'network' }],
      pin: [wrongPin(2)],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: 'generic' });
    expect(snapshot().context.attemptsLeft).toBe(5);
    expect(snapshot().context.reinitiating).toBe(false);
  });

  // PAY-26
  it('a new submit clears the last error', async () => {
    const { submit, snapshot, actor } = startSmartCash({
      initiatePayment: [failOutcome('400', 'Wallet not registered'), initiated('TX-1')],
      pin: [{ status: 'closed' }],
    });
    await submit();
    expect(snapshot().context.error).toEqual({ code: '400', message: 'Wallet not registered' });
    actor.send({ type: 'form.submit', paymentMobile: NUMBER });
    expect(snapshot().context.error).toBeNull();
  });
});

describe('SmartCash: how a closed OTP modal comes back to the form', () => {
  // OTP-14
  it('codes the OTP modal already showed (2003, 2002, 4001, 400) leave no second message on the form', async () => {
    for (const code of ['2003', '2002', '4001', '400']) {
      const { submit, snapshot, calls } = startSmartCash({ otp: [otpClosed(code)] });
      await submit();
      expect(snapshot().value, code).toBe('form');
      expect(snapshot().context.error, code).toBeNull();
      expect(calls.initiatePayment, code).toEqual([]);
    }
  });

  // OTP-8, OTP-14
  it('another code (502) is shown on the form', async () => {
    const { submit, snapshot } = startSmartCash({ otp: [otpClosed('502')] });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '502' });
  });

  // OTP-10, OTP-14
  it('the payer closing the OTP modal leaves the form with no error', async () => {
    const { submit, snapshot } = startSmartCash({
      initiatePayment: [failOutcome('400', 'Wallet not registered')],
      otp: [otpVerified, otpClosed(null)],
    });
    await submit();
    expect(snapshot().context.error).not.toBeNull();
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toBeNull();
  });
});
