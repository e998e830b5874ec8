/**
 * Mobile-money rules, pinned with the spec's literal values on a real actor and a simulated clock
 * (issue 14): config enableAmPin off -> a push request (no OTP, no PIN); on -> payment OTP, then
 * the PIN (1004 = wrong PIN, retried in the modal; 1006 = locked); afterwards the status is
 * polled every 10 s while IN_PROCESS, at most paymentMaxTry polls (default 10), then the status
 * page. The OTP and PIN children are answered with the outputs their modals end with.
 */
import { describe, expect, it } from 'vitest';
import { mobileMoneyMachine } from './mobileMoney.machine.ts';
import { numberCheckActor, operatorNumberMachine } from './operatorNumber.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const NUMBER = '752000001';
const AUTH = { uniqueCode: 'UC-7', tokenType: 'Bearer', accessToken: 'T-7' };
const otpVerified = { status: 'verified', family: 'payment', id: 'REF-7', ...AUTH };
const inProcess = okOutcome({ transactionStatus: 'IN_PROCESS' });
const success = okOutcome({ transactionStatus: 'SUCCESS' });

const child = (output: object) => output as unknown as Answer;

/** What the modal of a child (otp / pin) renders from. */
const contextOf = (ref: { getSnapshot(): unknown } | undefined) =>
  (ref?.getSnapshot() as { context?: unknown } | undefined)?.context;

interface Script {
  pinEnabled?: boolean;
  paymentMaxTry?: number;
  resumeTransactionId?: string;
  otp?: object[];
  initiatePayment?: Answer[];
  processPayment?: Answer[];
  pin?: object[];
  fetchStatus?: Answer[];
  /** The operator's answer to "is this one of our numbers?" */
  operatorSays?: boolean;
  /** Children left to the machine's own otp / pin machines (what the screen renders as modals). */
  realChildren?: ('otp' | 'pin')[];
}

function startMobileMoney(script: Script = {}) {
  const persisted: string[] = [];
  const navigated: string[] = [];
  const machine = mobileMoneyMachine.provide({
    actions: {
      persistTransaction: (_, params) => void persisted.push(params.transactionId),
      navigateToStatus: (_, params) => void navigated.push(params.transactionId),
    },
  });
  const input = {
    pinEnabled: script.pinEnabled ?? false,
    paymentMobile: '',
    ...(script.paymentMaxTry === undefined ? {} : { paymentMaxTry: script.paymentMaxTry }),
    ...(script.resumeTransactionId === undefined
      ? {}
      : { resumeTransactionId: script.resumeTransactionId }),
  };
  const answers: Record<string, Answer[]> = {
    otp: (script.otp ?? [otpVerified]).map(child),
    initiatePayment: script.initiatePayment ?? [okOutcome({ transactionId: 'TX-1' })],
    processPayment: script.processPayment ?? [okOutcome({ transactionStatus: 'IN_PROCESS' })],
    pin: (script.pin ?? [{ status: 'processed', result: {} }]).map(child),
    fetchStatus: script.fetchStatus ?? [success],
  };
  for (const name of script.realChildren ?? []) delete answers[name];
  const run = startScripted(machine, input, answers, {
    operatorNumber: operatorNumberMachine.provide({
      actors: { checkNumber: numberCheckActor(async () => script.operatorSays ?? true) },
    }),
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await flush();
  };
  const submit = async (paymentMobile = NUMBER) => {
    run.actor.send({ type: 'form.submit', paymentMobile });
    await settle();
  };
  const snapshot = () => run.actor.getSnapshot();
  return { ...run, persisted, navigated, submit, settle, snapshot };
}

describe('Mobile money, PIN option off: the push request', () => {
  // WAL-1
  it('initiates for the number typed with no OTP and no auth, then sends the push for that transaction', async () => {
    const { submit, calls, persisted } = startMobileMoney();
    await submit('752345678');
    expect(calls.otp).toEqual([]);
    expect(calls.pin).toEqual([]);
    expect(calls.initiatePayment).toEqual([{ paymentMobile: '752345678', auth: null }]);
    expect(persisted).toEqual(['TX-1']);
    expect(calls.processPayment).toEqual([
      { transactionId: 'TX-1', paymentMobile: '752345678', auth: null },
    ]);
  });

  // WAL-1
  it('a push the service refuses goes back to the form with its code and message', async () => {
    const { submit, snapshot, calls } = startMobileMoney({
      processPayment: [failOutcome('502', 'Push failed')],
    });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: '502', message: 'Push failed' });
    expect(calls.fetchStatus).toEqual([]);
  });

  // WAL-1, API-4
  it('a push that cannot reach the server: "Something Went Wrong!" (generic) on the form', async () => {
    const { submit, snapshot } = startMobileMoney({ processPayment: [{ reject: 'network' }] });
    await submit();
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toEqual({ code: 'generic' });
  });

  // WAL-1, API-4
  it('a failed initiation shows its code and sends no push; a rejected one shows generic', async () => {
    const refused = startMobileMoney({ initiatePayment: [failOutcome('400', 'Bad number')] });
    await refused.submit();
    expect(refused.snapshot().value).toBe('form');
    expect(refused.snapshot().context.error).toEqual({ code: '400', message: 'Bad number' });
    expect(refused.calls.processPayment).toEqual([]);
    expect(refused.persisted).toEqual([]);

    const offline = startMobileMoney({ initiatePayment: [{ reject: 'network' }] });
    await offline.submit();
    expect(offline.snapshot().context.error).toEqual({ code: 'generic' });
  });

  // API-9
  it('a second submit while initiating never initiates twice', async () => {
    const { actor, calls, settle } = startMobileMoney();
    actor.send({ type: 'form.submit', paymentMobile: NUMBER });
    actor.send({ type: 'form.submit', paymentMobile: NUMBER });
    await settle();
    expect(calls.initiatePayment).toHaveLength(1);
  });

  // PAY-26
  it('a new submit clears the last error', async () => {
    const { submit, snapshot, actor } = startMobileMoney({
      initiatePayment: [failOutcome('400', 'Bad number'), okOutcome({ transactionId: 'TX-2' })],
    });
    await submit();
    actor.send({ type: 'form.submit', paymentMobile: NUMBER });
    expect(snapshot().context.error).toBeNull();
  });
});

describe('Mobile money: only a number of the operator starts the payment', () => {
  // WAL-5
  it('a submitted number the operator check finds valid starts the payment for that number', async () => {
    const { actor, calls, settle } = startMobileMoney();
    const operator = actor.getSnapshot().children.operatorNumber!;
    operator.send({ type: 'number.submit', number: '752345678' });
    await settle();
    expect(calls.initiatePayment).toEqual([{ paymentMobile: '752345678', auth: null }]);
  });

  // WAL-5
  it('a number the operator check refuses starts nothing', async () => {
    const { actor, calls, settle, snapshot } = startMobileMoney({ operatorSays: false });
    actor.getSnapshot().children.operatorNumber!.send({
      type: 'number.submit',
      number: '752345678',
    });
    await settle();
    expect(calls.initiatePayment).toEqual([]);
    expect(snapshot().value).toBe('form');
  });
});

describe('Mobile money: the status is polled every 10 s while IN_PROCESS', () => {
  // WAL-3
  it('looks again 10 s after IN_PROCESS (not at 9 s), and goes to the status page once it is not IN_PROCESS', async () => {
    const { submit, calls, elapseSeconds, navigated, snapshot } = startMobileMoney({
      fetchStatus: [inProcess, success],
    });
    await submit();
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-1' }]);
    await elapseSeconds(9);
    expect(calls.fetchStatus).toHaveLength(1);
    expect(navigated).toEqual([]);
    await elapseSeconds(1);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-1' }, { transactionId: 'TX-1' }]);
    expect(snapshot().status).toBe('done');
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-3
  it('reads the status in either field and in any case (status: "in_process" keeps polling)', async () => {
    const { submit, calls, elapseSeconds } = startMobileMoney({
      fetchStatus: [okOutcome({ status: 'in_process' }), success],
    });
    await submit();
    await elapseSeconds(10);
    expect(calls.fetchStatus).toHaveLength(2);
  });

  // WAL-3, WAL-4
  it('stops after paymentMaxTry polls (3 here) and hands over to the status page', async () => {
    const { submit, calls, elapseSeconds, navigated } = startMobileMoney({
      paymentMaxTry: 3,
      fetchStatus: [inProcess],
    });
    await submit();
    await elapseSeconds(29);
    expect(navigated).toEqual([]);
    await elapseSeconds(1);
    // The first look-up and 3 polls 10 s apart.
    expect(calls.fetchStatus).toHaveLength(4);
    expect(navigated).toEqual(['TX-1']);
    await elapseSeconds(10);
    expect(calls.fetchStatus).toHaveLength(4);
  });

  // WAL-4
  it('without paymentMaxTry the cap is 10 polls: the status page after 100 s of IN_PROCESS', async () => {
    const { submit, calls, elapseSeconds, navigated } = startMobileMoney({
      fetchStatus: [inProcess],
    });
    await submit();
    await elapseSeconds(99);
    expect(navigated).toEqual([]);
    await elapseSeconds(1);
    expect(calls.fetchStatus).toHaveLength(11);
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-3
  it('a failed or unreachable status look-up goes to the status page at once', async () => {
    for (const answer of [failOutcome('500', 'Down'), { reject: 'network' }] as Answer[]) {
      const { submit, navigated, calls } = startMobileMoney({ fetchStatus: [answer] });
      await submit();
      expect(calls.fetchStatus).toHaveLength(1);
      expect(navigated).toEqual(['TX-1']);
    }
  });

  // WAL-3, PAY-25
  it('after a reload with a transaction id, polls that transaction and shows its status page', async () => {
    const { calls, settle, navigated } = startMobileMoney({ resumeTransactionId: 'TX-9' });
    await settle();
    expect(calls.initiatePayment).toEqual([]);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-9' }]);
    expect(navigated).toEqual(['TX-9']);
  });
});

describe('Mobile money, PIN option on: OTP then PIN (1004 wrong, 1006 locked)', () => {
  // WAL-2, PIN-3, API-8
  it('asks the payment OTP for the number, initiates with its auth, then the PIN for this transaction with 1004 retried in the modal', async () => {
    const { submit, calls, persisted, navigated } = startMobileMoney({ pinEnabled: true });
    await submit();
    expect(calls.otp).toEqual([{ family: 'payment', msisdn: NUMBER }]);
    expect(calls.initiatePayment).toEqual([{ paymentMobile: NUMBER, auth: AUTH }]);
    expect(persisted).toEqual(['TX-1']);
    expect(calls.pin).toEqual([
      { transactionId: 'TX-1', auth: AUTH, wrongPinCodes: ['1004'], retryInPlace: true },
    ]);
    // The PIN modal processes the payment itself: no push request is sent.
    expect(calls.processPayment).toEqual([]);
    expect(calls.fetchStatus).toEqual([{ transactionId: 'TX-1' }]);
    expect(navigated).toEqual(['TX-1']);
  });

  // WAL-2
  it("the modals are the machine's own: the payment OTP for the number, then the PIN for this transaction", async () => {
    const otpModal = startMobileMoney({ pinEnabled: true, realChildren: ['otp'] });
    otpModal.actor.send({ type: 'form.submit', paymentMobile: '752345678' });
    expect(contextOf(otpModal.snapshot().children.otp)).toMatchObject({
      family: 'payment',
      msisdn: '752345678',
    });

    const pinModal = startMobileMoney({ pinEnabled: true, realChildren: ['pin'] });
    await pinModal.submit();
    expect(pinModal.snapshot().value).toBe('pin');
    expect(contextOf(pinModal.snapshot().children.pin)).toMatchObject({
      transactionId: 'TX-1',
      attemptsLeft: 5,
    });
  });

  // PIN-4
  it('1006 shows the blocked message; closing it goes back to the form with no error', async () => {
    const { submit, snapshot, actor, calls } = startMobileMoney({
      pinEnabled: true,
      pin: [{ status: 'locked' }],
    });
    await submit();
    expect(snapshot().value).toBe('locked');
    expect(snapshot().context.error).toEqual({ code: '1006' });
    expect(calls.fetchStatus).toEqual([]);
    actor.send({ type: 'modal.close' });
    expect(snapshot().value).toBe('form');
    expect(snapshot().context.error).toBeNull();
  });

  // PIN-5, PIN-7
  it('a PIN step that fails shows its code on the form; closing the PIN modal shows none', async () => {
    const failed = startMobileMoney({
      pinEnabled: true,
      pin: [{ status: 'failed', error: { code: '502', message: 'Down' } }],
    });
    await failed.submit();
    expect(failed.snapshot().value).toBe('form');
    expect(failed.snapshot().context.error).toEqual({ code: '502', message: 'Down' });

    const closed = startMobileMoney({ pinEnabled: true, pin: [{ status: 'closed' }] });
    await closed.submit();
    expect(closed.snapshot().value).toBe('form');
    expect(closed.snapshot().context.error).toBeNull();
  });

  // OTP-8, OTP-14
  it('a closed OTP modal: codes it showed (2003) leave no form message, others (502) are shown', async () => {
    const shown = startMobileMoney({
      pinEnabled: true,
      otp: [{ status: 'closed', error: { code: '2003' } }],
    });
    await shown.submit();
    expect(shown.snapshot().value).toBe('form');
    expect(shown.snapshot().context.error).toBeNull();
    expect(shown.calls.initiatePayment).toEqual([]);

    const other = startMobileMoney({
      pinEnabled: true,
      otp: [{ status: 'closed', error: { code: '502' } }],
    });
    await other.submit();
    expect(other.snapshot().context.error).toEqual({ code: '502' });
  });
});
