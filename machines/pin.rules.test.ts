/**
 * Rules of the wallet PIN modal, pinned with the spec's literal values on a real actor (issue 14):
 * 4 digits, encrypted before sending with the Authorization of the OTP; 1004 (mobile money) is a
 * wrong PIN retried in the modal with attempts from 5; 56D005 (SmartCash) ends the modal so the
 * flow re-initiates; 1006 locks; other codes close the modal with the error.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { pinMachine, type PinInput } from './pin.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const AUTH = { tokenType: 'Bearer', accessToken: 'T-1' };
const MOBILE_MONEY: PinInput = {
  transactionId: 'TX-1',
  auth: AUTH,
  wrongPinCodes: ['1004'],
  retryInPlace: true,
};
const SMART_CASH: PinInput = {
  transactionId: 'TX-2',
  auth: AUTH,
  encryptionKey: 'KEY-1',
  wrongPinCodes: ['56D005'],
  retryInPlace: false,
};
const PROCESSED = okOutcome({ transactionId: 'TX-1', transactionStatus: 'IN_PROCESS' });
const WRONG_PIN = failOutcome('1004', 'Please enter correct PIN');

/** Opens the modal; the encryption turns '1234' into 'enc(1234)' unless told to fail. */
function open(input: PinInput, processPayment: Answer[], encryptFails = false) {
  const encrypted: unknown[] = [];
  const encryptPin = fromPromise(async ({ input: call }: { input: { pin: string } }) => {
    encrypted.push(call);
    if (encryptFails) throw new Error('no key');
    return `enc(${call.pin})`;
  });
  const run = startScripted(pinMachine, input, { processPayment }, { encryptPin });
  return { ...run, encrypted };
}

type Run = ReturnType<typeof open>;

async function submit(run: Run, pin: string) {
  run.actor.send({ type: 'pin.submit', pin });
  await flush();
  await flush();
}

const snapshot = (run: Run) => run.actor.getSnapshot();

describe('PIN: 4 digits, encrypted, sent with the OTP token', () => {
  // PIN-1
  it('a PIN of 3 or 5 digits, or with a letter, is not sent', async () => {
    const run = open(MOBILE_MONEY, [PROCESSED]);
    for (const pin of ['123', '12345', '12a4', ' 1234']) await submit(run, pin);
    expect(run.encrypted).toEqual([]);
    expect(snapshot(run).matches('entering')).toBe(true);
  });

  // PIN-2, API-8, PAY-9
  it('4 digits are encrypted (with the SmartCash key) and only the cipher goes to process', async () => {
    const run = open(SMART_CASH, [PROCESSED]);
    await submit(run, '4321');
    expect(run.encrypted).toEqual([{ pin: '4321', encryptionKey: 'KEY-1' }]);
    expect(run.calls.processPayment).toEqual([
      { transactionId: 'TX-2', auth: AUTH, encryptedPin: 'enc(4321)' },
    ]);
  });

  // WAL-3
  it('a processed payment hands the parent the transaction result', async () => {
    const run = open(MOBILE_MONEY, [PROCESSED]);
    await submit(run, '1234');
    expect(snapshot(run).output).toEqual({
      status: 'processed',
      result: { transactionId: 'TX-1', transactionStatus: 'IN_PROCESS' },
    });
  });

  // PIN-2, API-4
  it('a PIN that cannot be encrypted is not sent: "Something Went Wrong!"', async () => {
    const run = open(MOBILE_MONEY, [PROCESSED], true);
    await submit(run, '1234');
    expect(run.calls.processPayment).toEqual([]);
    expect(snapshot(run).output).toEqual({ status: 'failed', error: { code: 'generic' } });
  });
});

describe('PIN: 1004 wrong PIN (mobile money) retries in the modal, attempts from 5', () => {
  // PIN-3
  it('shows "Please enter correct PIN" with 4 attempts left and asks again', async () => {
    const run = open(MOBILE_MONEY, [WRONG_PIN]);
    expect(snapshot(run).context.attemptsLeft).toBe(5);
    await submit(run, '1111');
    expect(snapshot(run).matches('entering')).toBe(true);
    expect(snapshot(run).context).toMatchObject({
      attemptsLeft: 4,
      error: { code: '1004', message: 'Please enter correct PIN' },
    });
  });

  // PIN-3
  it('each wrong PIN takes one attempt: 4, 3, 2, 1, 0', async () => {
    const run = open(MOBILE_MONEY, [WRONG_PIN]);
    const left: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      await submit(run, '1111');
      left.push(snapshot(run).context.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  // PIN-3, OTP-16
  it("the server's figure of attempts left wins when it sends one", async () => {
    const run = open(MOBILE_MONEY, [
      failOutcome('1004', 'Please enter correct PIN', { attemptsLeft: 2 }),
    ]);
    await submit(run, '1111');
    expect(snapshot(run).context.attemptsLeft).toBe(2);
  });

  // PIN-5, WAL-10
  it('56D005 is not a wrong PIN for mobile money: the modal closes with the error', async () => {
    const run = open(MOBILE_MONEY, [failOutcome('56D005', 'wrong')]);
    await submit(run, '1111');
    expect(snapshot(run).output).toEqual({
      status: 'failed',
      error: { code: '56D005', message: 'wrong' },
    });
  });
});

describe('PIN: 56D005 wrong PIN (SmartCash) ends the modal so the flow re-initiates', () => {
  // WAL-10
  it('hands the parent the attempts left, one less than the flow had', async () => {
    const run = open({ ...SMART_CASH, attemptsLeft: 3 }, [failOutcome('56D005', 'Wrong PIN')]);
    await submit(run, '1111');
    expect(snapshot(run).output).toEqual({
      status: 'wrongPin',
      attemptsLeft: 2,
      error: { code: '56D005', message: 'Wrong PIN' },
    });
  });

  // WAL-10
  it('the first wrong PIN of a SmartCash payment leaves 4 of 5 attempts', async () => {
    const run = open(SMART_CASH, [failOutcome('56D005', 'Wrong PIN')]);
    await submit(run, '1111');
    expect(snapshot(run).output).toMatchObject({ status: 'wrongPin', attemptsLeft: 4 });
  });
});

describe('PIN: 1006 locks; other codes close the modal', () => {
  // PIN-4, WAL-11
  it('1006 ends with the wallet locked', async () => {
    const run = open(MOBILE_MONEY, [failOutcome('1006', 'locked')]);
    await submit(run, '1234');
    expect(snapshot(run).output).toEqual({ status: 'locked' });
  });

  // PIN-5
  it('another process code closes the modal with that code for the toast', async () => {
    const run = open(MOBILE_MONEY, [failOutcome('500', 'Service down')]);
    await submit(run, '1234');
    expect(snapshot(run).output).toEqual({
      status: 'failed',
      error: { code: '500', message: 'Service down' },
    });
  });

  // PIN-5, API-4
  it('a process call that never answers closes with "Something Went Wrong!"', async () => {
    const run = open(MOBILE_MONEY, [{ reject: 'network' }]);
    await submit(run, '1234');
    expect(snapshot(run).output).toEqual({ status: 'failed', error: { code: 'generic' } });
  });

  // PIN-7
  it('closing the modal sends nothing and ends as closed', async () => {
    const run = open(MOBILE_MONEY, [PROCESSED]);
    run.actor.send({ type: 'modal.close' });
    expect(run.encrypted).toEqual([]);
    expect(snapshot(run).output).toEqual({ status: 'closed' });
  });
});

/**
 * A flow that forgets to give the modal one of its calls must not leave it hanging: the PIN step
 * ends with "Something Went Wrong!" like a network failure.
 */
describe('PIN: a call the flow did not provide fails safe', () => {
  // API-4
  it('no encryption: no PIN is sent and the step ends with "Something Went Wrong!"', async () => {
    const run = startScripted(pinMachine, MOBILE_MONEY, { processPayment: [PROCESSED] });
    run.actor.send({ type: 'pin.submit', pin: '1234' });
    await flush();
    await flush();
    expect(run.calls.processPayment).toEqual([]);
    expect(run.actor.getSnapshot().output).toEqual({
      status: 'failed',
      error: { code: 'generic' },
    });
  });

  // API-4
  it('no process call: the PIN step ends with "Something Went Wrong!"', async () => {
    const encryptPin = fromPromise(async () => 'cipher');
    const run = startScripted(pinMachine, MOBILE_MONEY, {}, { encryptPin });
    run.actor.send({ type: 'pin.submit', pin: '1234' });
    await flush();
    await flush();
    expect(run.actor.getSnapshot().output).toEqual({
      status: 'failed',
      error: { code: 'generic' },
    });
  });
});
