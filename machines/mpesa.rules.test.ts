/**
 * MPESA rules, pinned with the spec's literal values on a real actor and a simulated clock
 * (issue 14): the form's email and phone, initiate (email sent, no auth), process (mode MPESA, no
 * PIN, no OTP), then the status polled every 10 s while IN_PROCESS while the polls are below the
 * configured maximum (paymentMaxTry, default 10), then /payment/status?id={transactionId}.
 */
import { describe, expect, it } from 'vitest';
import { mpesaMachine } from './mpesa.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const inProcess = okOutcome({ transactionStatus: 'IN_PROCESS' });
const success = okOutcome({ transactionStatus: 'SUCCESS' });

interface Script {
  paymentMaxTry?: number;
  resumeTransactionId?: string;
  paymentMobile?: string;
  initiatePayment?: Answer[];
  processPayment?: Answer[];
  fetchStatus?: Answer[];
}

function startMpesa(script: Script = {}) {
  const persisted: string[] = [];
  const navigated: string[] = [];
  const machine = mpesaMachine.provide({
    actions: {
      persistTransaction: (_, params) => void persisted.push(params.transactionId),
      navigateToStatus: (_, params) => void navigated.push(params.transactionId),
    },
  });
  const { initiatePayment, processPayment, fetchStatus, ...input } = script;
  const run = startScripted(machine, input, {
    initiatePayment: initiatePayment ?? [okOutcome({ transactionId: 'TX-1' })],
    processPayment: processPayment ?? [okOutcome({ transactionStatus: 'IN_PROCESS' })],
    fetchStatus: fetchStatus ?? [success],
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await flush();
  };
  const submit = async (paymentMobile = '742000001', email = 'asha@example.co.tz') => {
    run.actor.send({ type: 'form.submit', paymentMobile, email });
    await settle();
  };
  const snapshot = () => run.actor.getSnapshot();
  return { ...run, persisted, navigated, submit, settle, snapshot };
}

describe('MPESA: initiate with the email, process with no PIN', () => {
  // WAL-13
  it('starts on the form with the session number', () => {
    const { snapshot } = startMpesa({ paymentMobile: '742999999' });
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.paymentMobile).toBe('742999999');
    expect(startMpesa().snapshot().context.paymentMobile).toBe('');
  });

  // WAL-14, API-8
  it('initiates with the phone and email typed and no auth, then processes that transaction without the email', async () => {
    const { submit, calls, persisted } = startMpesa();
    await submit('742345678', 'juma@example.co.tz');
    expect(calls.initiatePayment).toEqual([
      { paymentMobile: '742345678', email: 'juma@example.co.tz', auth: null },
    ]);
    expect(persisted).toEqual(['TX-1']);
    expect(calls.processPayment).toEqual([
      { transactionId: 'TX-1', paymentMobile: '742345678', auth: null },
    ]);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-1' }]);
  });

  // WAL-14, API-3
  it('a refused initiation goes back to the form with its code and message, nothing processed or stored', async () => {
    const { submit, snapshot, calls, persisted } = startMpesa({
      initiatePayment: [failOutcome('400', 'Invalid email')],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '400', message: 'Invalid email' });
    expect(snapshot().context.transactionId).toBe('');
    expect(calls.processPayment).toEqual([]);
    expect(persisted).toEqual([]);
  });

  // ERR-3
  it('a refusal with no text keeps only the code, for the form to word', async () => {
    const { submit, snapshot } = startMpesa({ initiatePayment: [failOutcome('502')] });
    await submit();
    expect(snapshot().context.error).toEqual({ code: '502' });
  });

  // API-4
  it('an unreachable initiation or processing: "Something Went Wrong!" (generic) on the form', async () => {
    const initiation = startMpesa({ initiatePayment: [{ reject: 'network' }] });
    await initiation.submit();
    expect(initiation.snapshot().value).toBe('form');
    expect(initiation.snapshot().context.error).toEqual({ code: 'generic' });

    const processing = startMpesa({ processPayment: [{ reject: 'network' }] });
    await processing.submit();
    expect(processing.snapshot().value).toBe('form');
    expect(processing.snapshot().context.error).toEqual({ code: 'generic' });
    expect(processing.calls.fetchStatus).toEqual([]);
  });

  // WAL-14, API-3
  it('a refused processing goes back to the form with its code', async () => {
    const { submit, snapshot, calls } = startMpesa({
      processPayment: [failOutcome('1001', 'Insufficient balance')],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '1001', message: 'Insufficient balance' });
    expect(calls.fetchStatus).toEqual([]);
  });

  // API-9
  it('a double click on "Continue to pay" never initiates twice', async () => {
    const { actor, calls, settle } = startMpesa();
    actor.send({ type: 'form.submit', paymentMobile: '742000001', email: 'a@b.tz' });
    actor.send({ type: 'form.submit', paymentMobile: '742000001', email: 'a@b.tz' });
    await settle();
    expect(calls.initiatePayment).toHaveLength(1);
  });

  // PAY-26
  it('a new submit clears the last error', async () => {
    const { submit, snapshot, actor } = startMpesa({
      initiatePayment: [failOutcome('400', 'Invalid email'), okOutcome({ transactionId: 'TX-2' })],
    });
    await submit();
    actor.send({ type: 'form.submit', paymentMobile: '742000001', email: 'a@b.tz' });
    expect(snapshot().context.error).toBeNull();
  });
});

describe('MPESA: the status is polled every 10 s while IN_PROCESS, up to paymentMaxTry', () => {
  // WAL-3, WAL-14
  it('looks again 10 s after IN_PROCESS (not at 9 s), then the status page once SUCCESS', async () => {
    const { submit, calls, elapseSeconds, navigated, snapshot } = startMpesa({
      fetchStatus: [inProcess, inProcess, success],
    });
    await submit();
    await elapseSeconds(9);
    expect(calls.fetchStatus).toHaveLength(1);
    await elapseSeconds(1);
    expect(calls.fetchStatus).toHaveLength(2);
    expect(snapshot().value).toBe('waiting');
    await elapseSeconds(10);
    expect(calls.fetchStatus).toHaveLength(3);
    expect(snapshot().status).toBe('done');
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-4, WAL-14
  it('stops after paymentMaxTry polls (2 here): the status page after 20 s of IN_PROCESS', async () => {
    const { submit, calls, elapseSeconds, navigated } = startMpesa({
      paymentMaxTry: 2,
      fetchStatus: [inProcess],
    });
    await submit();
    await elapseSeconds(19);
    expect(navigated).toEqual([]);
    await elapseSeconds(1);
    expect(calls.fetchStatus).toHaveLength(3);
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-4, WAL-14
  it('without paymentMaxTry the cap is 10 polls: the status page after 100 s of IN_PROCESS', async () => {
    const { submit, calls, elapseSeconds, navigated } = startMpesa({ fetchStatus: [inProcess] });
    await submit();
    await elapseSeconds(99);
    expect(navigated).toEqual([]);
    expect(calls.fetchStatus).toHaveLength(10);
    await elapseSeconds(1);
    expect(calls.fetchStatus).toHaveLength(11);
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-14
  it('a failed or unreachable status look-up goes to the status page at once', async () => {
    for (const answer of [failOutcome('500', 'Down'), { reject: 'network' }] as Answer[]) {
      const { submit, navigated } = startMpesa({ fetchStatus: [answer] });
      await submit();
      expect(navigated).toEqual(['TX-1']);
    }
  });

  // PAY-25
  it('after a reload with a transaction id, polls that transaction without initiating', async () => {
    const { calls, settle, elapseSeconds, navigated } = startMpesa({
      resumeTransactionId: 'TX-9',
      fetchStatus: [inProcess, success],
    });
    await settle();
    expect(calls.initiatePayment).toEqual([]);
    await elapseSeconds(10);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-9' }, { transactionId: 'TX-9' }]);
    expect(navigated).toEqual(['TX-9']);
  });
});
