/**
 * Rules of the payment status page (spec: transaction statuses and the status page), pinned on a
 * real actor with a simulated clock: REQUEST_REGISTERED (and ALREADY_PROCESSED, shown as
 * REQUEST_REGISTERED) is refetched once per second, up to 5 times; the heading's family follows
 * the status (SUCCESS, the pending states, everything else failed-coloured); a failed look-up
 * shows the server message or the generic one; Back returns to the stored redirect page.
 */
import { describe, expect, it } from 'vitest';
import { classifyStatus, normaliseStatus, paymentStatusMachine } from './paymentStatus.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const status = (transactionStatus: string) =>
  okOutcome({ transactionId: 'T-1', transactionStatus, statusReason: 'reason' });

function start(answers: Answer[], onReturn: () => void = () => {}) {
  return startScripted(
    paymentStatusMachine.provide({ actions: { returnToRedirectPage: onReturn } }),
    { transactionId: 'T-1' },
    { fetchStatus: answers },
  );
}

describe('status page: what each transaction status shows', () => {
  // PAY-16, PAY-21
  it.each([
    ['SUCCESS', 'success'],
    ['REQUEST_REGISTERED', 'processing'],
    ['REQUEST_RAISED', 'processing'],
    ['IN_PROCESS', 'processing'],
    ['FAILED', 'failed'],
    ['FALIURE', 'failed'],
    ['CANCELLED', 'failed'],
  ] as const)('%s is %s-coloured', (raw, kind) => {
    expect(classifyStatus(raw)).toBe(kind);
  });

  // PAY-16
  it('ALREADY_PROCESSED is rewritten to REQUEST_REGISTERED; other statuses stay as sent', () => {
    expect(normaliseStatus('ALREADY_PROCESSED')).toBe('REQUEST_REGISTERED');
    expect(normaliseStatus('SUCCESS')).toBe('SUCCESS');
    expect(normaliseStatus('FAILED')).toBe('FAILED');
  });

  // PAY-16, PAY-21, PAY-22
  it('a SUCCESS look-up shows the page at once with the status, its colour and the result', async () => {
    const answer = status('SUCCESS');
    const run = start([answer]);
    await flush();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('shown');
    expect(snapshot.context).toMatchObject({
      status: 'SUCCESS',
      outcome: 'success',
      result: answer.result,
      error: null,
    });
    expect(run.calls.fetchStatus).toEqual([{ transactionId: 'T-1' }]);
  });

  // PAY-16
  it('a lower-case status from the server shows as its upper-case status', async () => {
    const run = start([status('failed')]);
    await flush();
    expect(run.actor.getSnapshot().context).toMatchObject({ status: 'FAILED', outcome: 'failed' });
  });
});

describe('status page: REQUEST_REGISTERED is refetched once per second, up to 5 times', () => {
  // PAY-18
  it('the refetch comes at 1 s, not before', async () => {
    const run = start([status('REQUEST_REGISTERED'), status('SUCCESS')]);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('waiting');
    // Meanwhile the page already shows the pending status.
    expect(run.actor.getSnapshot().context).toMatchObject({
      status: 'REQUEST_REGISTERED',
      outcome: 'processing',
    });
    run.clock.increment(999);
    await flush();
    expect(run.calls.fetchStatus).toHaveLength(1);
    run.clock.increment(1);
    await flush();
    expect(run.calls.fetchStatus).toHaveLength(2);
    expect(run.actor.getSnapshot().value).toBe('shown');
    expect(run.actor.getSnapshot().context).toMatchObject({
      status: 'SUCCESS',
      outcome: 'success',
    });
  });

  // PAY-18
  it('after 5 refetches (6 look-ups in all) the page stays on In Processing', async () => {
    const run = start([status('REQUEST_REGISTERED')]);
    await flush();
    await run.elapseSeconds(10);
    expect(run.calls.fetchStatus).toHaveLength(6);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('shown');
    expect(snapshot.context).toMatchObject({
      status: 'REQUEST_REGISTERED',
      outcome: 'processing',
      retries: 5,
    });
  });

  // PAY-16, PAY-18
  it('ALREADY_PROCESSED is refetched like REQUEST_REGISTERED and shown as it', async () => {
    const run = start([status('ALREADY_PROCESSED')]);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('waiting');
    await run.elapseSeconds(10);
    expect(run.calls.fetchStatus).toHaveLength(6);
    expect(run.actor.getSnapshot().context).toMatchObject({
      status: 'REQUEST_REGISTERED',
      outcome: 'processing',
    });
  });

  // PAY-18
  it.each(['REQUEST_RAISED', 'IN_PROCESS', 'FAILED'])(
    '%s is shown without a refetch',
    async (raw) => {
      const run = start([status(raw)]);
      await flush();
      await run.elapseSeconds(3);
      expect(run.calls.fetchStatus).toHaveLength(1);
      expect(run.actor.getSnapshot().value).toBe('shown');
    },
  );
});

describe('status page: a failed look-up and Back', () => {
  // API-3, PAY-22
  it('a failed look-up shows the server code and message, with no status', async () => {
    const run = start([failOutcome('404', 'Transaction not found')]);
    await flush();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context).toMatchObject({
      error: { code: '404', message: 'Transaction not found' },
      status: '',
      outcome: null,
      result: null,
    });
  });

  // API-4
  it("a look-up that cannot be reached shows 'Something Went Wrong!' (generic)", async () => {
    const run = start([{ reject: 'network' }]);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  // PAY-18, API-3
  it('a failure during the refetches ends the page in the error, after what was shown', async () => {
    const run = start([status('REQUEST_REGISTERED'), failOutcome('500', 'Down')]);
    await flush();
    await run.elapseSeconds(1);
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: '500', message: 'Down' });
  });

  // PAY-19
  it('Back returns to the stored redirect page, from the shown page and while waiting', async () => {
    let returns = 0;
    const run = start([status('REQUEST_REGISTERED')], () => {
      returns += 1;
    });
    await flush();
    run.actor.send({ type: 'status.return' });
    await run.elapseSeconds(10);
    run.actor.send({ type: 'status.return' });
    expect(returns).toBe(2);
  });
});
