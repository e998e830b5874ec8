/**
 * Rules of the recharge and broadband pages' number check (machines/rechargeLine.machine.ts),
 * pinned with the spec's literal values on a simulated clock: 9 digits, the 1000 ms input handler
 * delay, the line types a page accepts, the amount bounds and what goes to /payment/start.
 */
import { describe, expect, it, vi } from 'vitest';
import { failOutcome, flush, okOutcome, startScripted } from './testing/simulatedActor.ts';
import { rechargeLineMachine, type RechargeLineInput } from './rechargeLine.machine.ts';

const prepaidPage: RechargeLineInput = {
  acceptedLineTypes: ['PREPAID'],
  minAmount: 500,
  maxAmount: 1_000_000,
};

/** Starts the page; `goToPayment` is recorded as the screen would receive it. */
function startPage(
  input: RechargeLineInput,
  answers: Parameters<typeof startScripted>[2] = {
    validateNumber: [okOutcome({ lineType: 'PREPAID' })],
  },
) {
  const paid = vi.fn();
  const machine = rechargeLineMachine.provide({
    actions: { goToPayment: (_, params) => paid(params) },
  });
  return { ...startScripted(machine, input, answers), paid };
}

/** Types `phone`, waits the 1000 ms input handler delay and lets the validation answer. */
async function typeAndWait(run: ReturnType<typeof startPage>, phone: string) {
  run.actor.send({ type: 'phone.change', phone });
  await run.elapseSeconds(1);
  await flush();
}

describe('rechargeLine rules: the number is validated once it has 9 digits', () => {
  it('a new page shows no line type and no error, and offers no payment', () => {
    const run = startPage(prepaidPage);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({ phone: '', lineType: '', error: null });
    expect(snapshot.can({ type: 'recharge.pay', amount: 1000 })).toBe(false);
  });

  it('spaces and the +255 prefix typed by hand are dropped: only 9 digits are kept and sent', async () => {
    const run = startPage(prepaidPage);
    await typeAndWait(run, '712 000 001 99');
    expect(run.actor.getSnapshot().context.phone).toBe('712000001');
    expect(run.calls.validateNumber).toEqual([
      { msisdn: '712000001', checkIfBroadband: false, requestType: '' },
    ]);
  });

  it('8 digits are not validated, even with letters around them', async () => {
    const run = startPage(prepaidPage);
    await typeAndWait(run, 'a7120000b1');
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.calls.validateNumber).toEqual([]);
  });

  it('a 9-digit number waits the input handler delay of 1000 ms before it is validated', async () => {
    const run = startPage(prepaidPage);
    run.actor.send({ type: 'phone.change', phone: '712000001' });
    run.clock.increment(999);
    await flush();
    expect(run.calls.validateNumber).toEqual([]);
    run.clock.increment(1);
    await flush();
    await flush();
    expect(run.calls.validateNumber).toHaveLength(1);
    expect(run.actor.getSnapshot().value).toBe('ready');
  });

  it('a change after a validated number clears the line type and the error and checks again', async () => {
    const run = startPage(prepaidPage, {
      validateNumber: [
        failOutcome('4001', 'Invalid Mobile No'),
        okOutcome({ lineType: 'PREPAID' }),
      ],
    });
    await typeAndWait(run, '712000009');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'invalidMobile',
      message: 'Invalid Mobile No',
    });
    run.actor.send({ type: 'phone.change', phone: '71200000' });
    expect(run.actor.getSnapshot().context).toMatchObject({ lineType: '', error: null });
    await typeAndWait(run, '712000001');
    expect(run.actor.getSnapshot().context).toMatchObject({ lineType: 'PREPAID', error: null });
  });
});

describe('rechargeLine rules: the line type decides the page', () => {
  it('a prepaid line on the prepaid page is ready, with its line type kept', async () => {
    const run = startPage(prepaidPage);
    await typeAndWait(run, '712000001');
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.lineType).toBe('PREPAID');
    expect(snapshot.context.error).toBeNull();
  });

  it('a postpaid line on the prepaid page is the wrong line type, its type kept for the message', async () => {
    const run = startPage(prepaidPage, { validateNumber: [okOutcome({ lineType: 'POSTPAID' })] });
    await typeAndWait(run, '713000002');
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('wrongLineType');
    expect(snapshot.context.lineType).toBe('POSTPAID');
    expect(snapshot.can({ type: 'recharge.pay', amount: 1000 })).toBe(false);
  });

  it('a refused number is "Invalid Mobile No" with the server text, and nothing can be paid', async () => {
    const run = startPage(prepaidPage, {
      validateNumber: [failOutcome('4001', 'Number not found')],
    });
    await typeAndWait(run, '799999999');
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('invalid');
    expect(snapshot.context.error).toEqual({ code: 'invalidMobile', message: 'Number not found' });
    expect(snapshot.context.lineType).toBe('');
  });

  it('a validation that fails on the network is "Something Went Wrong!" (generic)', async () => {
    const run = startPage(prepaidPage, { validateNumber: [{ reject: 'offline' }] });
    await typeAndWait(run, '712000001');
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('invalid');
    expect(snapshot.context.error).toEqual({ code: 'generic' });
  });

  it('the not-broadband answer on a broadband page keeps the server text for the message', async () => {
    const run = startPage(
      { ...prepaidPage, broadbandOnly: true },
      { validateNumber: [failOutcome('NOT_BROADBAND', 'Not a router line')] },
    );
    await typeAndWait(run, '712000001');
    expect(run.calls.validateNumber).toEqual([
      { msisdn: '712000001', checkIfBroadband: true, requestType: '' },
    ]);
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'notBroadband',
      message: 'Not a router line',
    });
  });

  it('another failure on a broadband page is an invalid number, not a wrong line', async () => {
    const run = startPage(
      { ...prepaidPage, broadbandOnly: true },
      { validateNumber: [failOutcome('4001', 'Invalid')] },
    );
    await typeAndWait(run, '712000001');
    expect(run.actor.getSnapshot().value).toBe('invalid');
  });
});

describe('rechargeLine rules: the amount bounds and what goes to /payment/start', () => {
  async function readyPage() {
    const run = startPage(prepaidPage);
    await typeAndWait(run, '712000001');
    return run;
  }

  it('the minimum 500 and the maximum 1000000 are payable, 499 and 1000001 are not', async () => {
    const { actor } = await readyPage();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'recharge.pay', amount: 500 })).toBe(true);
    expect(snapshot.can({ type: 'recharge.pay', amount: 1_000_000 })).toBe(true);
    expect(snapshot.can({ type: 'recharge.pay', amount: 499 })).toBe(false);
    expect(snapshot.can({ type: 'recharge.pay', amount: 1_000_001 })).toBe(false);
    expect(snapshot.can({ type: 'recharge.pay', amount: Number.NaN })).toBe(false);
    expect(snapshot.can({ type: 'recharge.pay', amount: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('paying 1000 hands the number, its line type and the amount to the payment', async () => {
    const run = await readyPage();
    run.actor.send({ type: 'recharge.pay', amount: 1000 });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.paid).toHaveBeenCalledWith({
      msisdn: '712000001',
      lineType: 'PREPAID',
      amount: 1000,
      productCode: undefined,
    });
  });

  it('an amount out of bounds leaves the page as it was', async () => {
    const run = await readyPage();
    run.actor.send({ type: 'recharge.pay', amount: 100 });
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.paid).not.toHaveBeenCalled();
  });

  it('a bundle hands its amount and product code to the payment', async () => {
    const run = await readyPage();
    run.actor.send({ type: 'bundle.select', amount: 10_000, productCode: 'B1' });
    expect(run.paid).toHaveBeenCalledWith({
      msisdn: '712000001',
      lineType: 'PREPAID',
      amount: 10_000,
      productCode: 'B1',
    });
  });
});
