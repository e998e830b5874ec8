import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Outcome } from './outcome.ts';
import {
  rechargeLineMachine,
  type RechargeLineInput,
  type ValidateNumberRequest,
} from './rechargeLine.machine.ts';

type Answer = Outcome<{ lineType: string }>;

/** Runs the machine with a validation fake that records what it was asked and answers `answer`. */
function start(input: Partial<RechargeLineInput>, answer: Answer) {
  const asked: ValidateNumberRequest[] = [];
  const machine = rechargeLineMachine.provide({
    actors: {
      validateNumber: fromPromise<Answer, ValidateNumberRequest>(async ({ input: request }) => {
        asked.push(request);
        return answer;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { acceptedLineTypes: ['PREPAID'], minAmount: 500, maxAmount: 1_000_000, ...input },
  }).start();
  return { actor, asked };
}

const prepaid: Answer = { ok: true, result: { lineType: 'PREPAID' } };

describe('rechargeLine: the input handler delay of 1000 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // REC-3
  it('validates a 9-digit number 1000 ms after the last change, not before', async () => {
    const { actor, asked } = start({}, prepaid);
    actor.send({ type: 'phone.change', phone: '712000001' });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ msisdn: '712000001', checkIfBroadband: false, requestType: '' }]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  // REC-3
  it('restarts the 1000 ms on every change, so a quick correction is validated once', async () => {
    const { actor, asked } = start({}, prepaid);
    actor.send({ type: 'phone.change', phone: '712000009' });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'phone.change', phone: '71200000' });
    actor.send({ type: 'phone.change', phone: '712000001' });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((request) => request.msisdn)).toEqual(['712000001']);
  });

  // REC-3
  it('does not validate fewer than 9 digits, however long they stand', async () => {
    const { actor, asked } = start({}, prepaid);
    actor.send({ type: 'phone.change', phone: '71200000' });
    expect(actor.getSnapshot().value).toBe('editing');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toHaveLength(0);
  });
});

describe('rechargeLine: what number validation sends and how the answer is read', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function validated(input: Partial<RechargeLineInput>, answer: Answer) {
    const run = start(input, answer);
    run.actor.send({ type: 'phone.change', phone: '713000002' });
    await vi.advanceTimersByTimeAsync(1_000);
    return run;
  }

  // REC-5
  it('postpaid with the hybrid check on sends requestType HYBRID_POSTPAID_CHECK', async () => {
    const { actor, asked } = await validated(
      { acceptedLineTypes: ['POSTPAID', 'HYBRID'], hybridCheck: true },
      { ok: true, result: { lineType: 'HYBRID' } },
    );
    expect(asked[0]).toEqual({
      msisdn: '713000002',
      checkIfBroadband: false,
      requestType: 'HYBRID_POSTPAID_CHECK',
    });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  // REC-5
  it('with the hybrid check off the request type stays empty', async () => {
    const { asked } = await validated(
      { acceptedLineTypes: ['POSTPAID', 'HYBRID'] },
      { ok: true, result: { lineType: 'HYBRID' } },
    );
    expect(asked[0]?.requestType).toBe('');
  });

  // REC-5
  it('a broadband page sends checkIfBroadband and refuses a line that is not a broadband line', async () => {
    const { actor, asked } = await validated(
      { acceptedLineTypes: ['PREPAID', 'POSTPAID', 'HYBRID'], broadbandOnly: true },
      { ok: false, code: 'NOT_BROADBAND', message: 'This number is not a broadband line' },
    );
    expect(asked[0]?.checkIfBroadband).toBe(true);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('wrongLineType');
    expect(snapshot.context.error).toEqual({
      code: 'notBroadband',
      message: 'This number is not a broadband line',
    });
    expect(snapshot.can({ type: 'bundle.select', amount: 10_000, productCode: 'B1' })).toBe(false);
  });

  it('a broadband page accepts a router line', async () => {
    const { actor } = await validated(
      { acceptedLineTypes: ['PREPAID', 'POSTPAID', 'HYBRID'], broadbandOnly: true },
      prepaid,
    );
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('the not-broadband code on a page that did not ask is an invalid number', async () => {
    const { actor } = await validated(
      {},
      { ok: false, code: 'NOT_BROADBAND', message: 'This number is not a broadband line' },
    );
    expect(actor.getSnapshot().value).toBe('invalid');
  });
});
