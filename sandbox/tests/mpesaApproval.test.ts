/**
 * Issue 30 item 5: M-Pesa asks the payer. The process call pushes the request to the payer's
 * phone; the money moves only on that phone's approval. 718000001's phone never answers on its
 * own (the control call answers for it), 718000002's declines at once, every other number's
 * approves at once (README "Sandbox test data").
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, RECHARGE_TZS_1000, transactionIdOf, type Answer } from './harness.ts';

const h = sandboxForFile();

const APPROVAL = '/__sandbox/mpesa/approval';

const order = (payer: string) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: payer,
  paymentMobile: `0${payer}`,
  paymentMode: 'MPESA',
});
const processing = (transactionId: string) => ({
  transactionId,
  isSubscriberRequest: true,
  paymentMode: 'MPESA',
  proccessFlag: true,
});

interface Seen {
  transactionStatus: string;
  statusReason?: string;
}
const resultOf = (a: Answer) => a.body.result as Seen;

/** Initiates and processes an M-Pesa payment from `payer`; the id and what process answered. */
async function pay(payer: string): Promise<{ id: string; processed: Seen }> {
  const id = transactionIdOf(await h.call('initiate', { data: order(payer) }));
  const processed = resultOf(await h.call('process', { data: processing(id) }));
  return { id, processed };
}
const polled = async (id: string) => resultOf(await h.call('status', { query: { tid: id } }));
const fetched = async (id: string) =>
  resultOf(await h.call('fetch', { query: { txnId: id } })).transactionStatus;

// CONSENT-8: issue 30's rules, as properties of the operator's contract.
describe("M-Pesa waits for the payer's phone", () => {
  it('712000001 approves at once: process answers SUCCESS, as before', async () => {
    const { id, processed } = await pay('712000001');
    expect(processed.transactionStatus).toBe('SUCCESS');
    expect((await polled(id)).transactionStatus).toBe('SUCCESS');
  });

  it('712000005 still ends FAILED with "Insufficient funds in wallet"', async () => {
    const { processed } = await pay('712000005');
    expect(processed).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
  });

  it('718000001 never answers: process, every poll and a repeated process leave it IN_PROCESS; the status page sees REQUEST_REGISTERED', async () => {
    const { id, processed } = await pay('718000001');
    expect(processed.transactionStatus).toBe('IN_PROCESS');
    for (let poll = 0; poll < 12; poll++)
      expect((await polled(id)).transactionStatus).toBe('IN_PROCESS');
    expect(resultOf(await h.call('process', { data: processing(id) })).transactionStatus).toBe(
      'ALREADY_PROCESSED',
    );
    for (let poll = 0; poll < 6; poll++) expect(await fetched(id)).toBe('REQUEST_REGISTERED');
    expect((await polled(id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('718000001 approved through the control call: SUCCESS from the next poll and fetch', async () => {
    const { id } = await pay('718000001');
    const answer = await h.control(APPROVAL, 'POST', { msisdn: '718000001', decision: 'approve' });
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success', message: 'Payment approved' });
    expect(resultOf(answer)).toMatchObject({ transactionId: id, transactionStatus: 'SUCCESS' });
    expect((await polled(id)).transactionStatus).toBe('SUCCESS');
    expect(await fetched(id)).toBe('SUCCESS');
  });

  it('718000001 declined through the control call: FAILED with the decline reason', async () => {
    const { id } = await pay('718000001');
    const answer = await h.control(APPROVAL, 'POST', {
      msisdn: '+255718000001',
      decision: 'decline',
    });
    expect(answer.http).toBe(200);
    expect(answer.body.message).toBe('Payment declined');
    expect(await polled(id)).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: "Declined on the payer's phone: the M-Pesa request was not approved",
    });
  });

  it('718000002 declines at once: process answers FAILED with the decline reason', async () => {
    const { id, processed } = await pay('718000002');
    const declined = {
      transactionStatus: 'FAILED',
      statusReason: "Declined on the payer's phone: the M-Pesa request was not approved",
    };
    expect(processed).toMatchObject(declined);
    expect(await polled(id)).toMatchObject(declined);
    expect(await fetched(id)).toBe('FAILED');
  });

  it('the control call answers only the newest waiting push of that very number', async () => {
    const older = await pay('718000001');
    const newer = await pay('718000001');
    await h.control(APPROVAL, 'POST', { msisdn: '718000001', decision: 'approve' });
    expect((await polled(newer.id)).transactionStatus).toBe('SUCCESS');
    expect((await polled(older.id)).transactionStatus).toBe('IN_PROCESS');
  });
});

describe('the approval control call refuses what it cannot answer (nothing changes)', () => {
  it('a number with no waiting push: 404 with a message', async () => {
    const { id } = await pay('718000001');
    const answer = await h.control(APPROVAL, 'POST', { msisdn: '712000001', decision: 'approve' });
    expect(answer.http).toBe(404);
    expect(answer.body).toMatchObject({
      status: 'failure',
      message: "No M-Pesa payment waits for 712000001's approval",
    });
    expect((await polled(id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('an answered push cannot be answered again: a declined payment never turns SUCCESS', async () => {
    const { id } = await pay('718000001');
    await h.control(APPROVAL, 'POST', { msisdn: '718000001', decision: 'decline' });
    const again = await h.control(APPROVAL, 'POST', { msisdn: '718000001', decision: 'approve' });
    expect(again.http).toBe(404);
    expect((await polled(id)).transactionStatus).toBe('FAILED');
  });

  it.each([
    [{ decision: 'approve' }, 'msisdn must be a Tanzanian mobile number'],
    [{ msisdn: 'abc', decision: 'approve' }, 'msisdn must be a Tanzanian mobile number'],
    [{ msisdn: '718000001' }, "decision must be 'approve' or 'decline'"],
    [{ msisdn: '718000001', decision: 'yes' }, "decision must be 'approve' or 'decline'"],
  ])('%j: 400 "%s"', async (body, message) => {
    const { id } = await pay('718000001');
    const answer = await h.control(APPROVAL, 'POST', body);
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 'failure', message });
    expect((await polled(id)).transactionStatus).toBe('IN_PROCESS');
  });

  it('without the control header: refused, the payment still waits', async () => {
    const { id } = await pay('718000001');
    const res = await h.raw(APPROVAL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '718000001', decision: 'approve' }),
    });
    expect(res.status).toBe(403);
    expect((await polled(id)).transactionStatus).toBe('IN_PROCESS');
  });
});
