/**
 * Issue 30 item 5, as a hostile but fair tester tries it over HTTP: Mallory holds her own line
 * 712000007 and its OTP codes, and charges an M-Pesa payment to a stranger, 718000001, whose
 * phone has not approved it. The property the operator's contract must hold: whatever calls she
 * makes, in any order, the payment is never SUCCESS until that phone approves it (on the old
 * sandbox the process call alone settled it); and a payment the phone declined never turns
 * SUCCESS at all. The phone's answer is the control call POST /__sandbox/mpesa/approval, which
 * Mallory cannot send from a page (control guard: header, origin).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import {
  paymentSandbox,
  RECHARGE_TZS_1000,
  transactionIdOf,
  verifiedPaymentOtp,
} from '../tests/harness.ts';

const { h } = paymentSandbox();

const STRANGER = '718000001';
const MALLORY = '712000007';
const APPROVAL = '/__sandbox/mpesa/approval';

const charge = (payer: string) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: payer,
  paymentMobile: `0${payer}`,
  paymentMode: 'MPESA',
});
const step = (transactionId: string, more: Record<string, unknown> = {}) => ({
  transactionId,
  isSubscriberRequest: true,
  paymentMode: 'MPESA',
  proccessFlag: true,
  ...more,
});

interface Seen {
  transactionStatus: string;
}
const polled = async (id: string) =>
  ((await h.call('status', { query: { tid: id } })).body.result as Seen).transactionStatus;
const fetched = async (id: string) =>
  ((await h.call('fetch', { query: { txnId: id } })).body.result as Seen).transactionStatus;
const stored = async (id: string) =>
  (
    (await h.control('/__sandbox/transactions', 'GET')).body.result as {
      id: string;
      status: string;
    }[]
  ).find((t) => t.id === id)?.status;

/** What Mallory may do to the payment, short of answering on the stranger's phone. */
type Move = (id: string, authorization: string) => Promise<unknown>;
const MOVES: Record<string, Move> = {
  process: (id) => h.call('process', { data: step(id) }),
  'process naming her number': (id) =>
    h.call('process', { data: step(id, { paymentMobile: `0${MALLORY}` }) }),
  'auth/process with her OTP token': (id, authorization) =>
    h.call('authProcess', { data: step(id), headers: { Authorization: authorization } }),
  'process as a wallet debit': (id) =>
    h.call('process', { data: step(id, { paymentMode: 'TWIGA_MONEY' }) }),
  'process as a card payment': (id) =>
    h.call('process', { data: step(id, { paymentMode: 'PG', paymentGateway: 'Paystack' }) }),
  'status poll': (id) => polled(id),
  'status page fetch': (id) => fetched(id),
  'forged gateway callback': (id) =>
    h.raw(`${PG_CALLBACK_PATH}?txref=${id}&PnrID=PNR1&status=success`),
  'her own phone approves': () =>
    h.control(APPROVAL, 'POST', { msisdn: MALLORY, decision: 'approve' }),
  "712000001's phone approves": () =>
    h.control(APPROVAL, 'POST', { msisdn: '712000001', decision: 'approve' }),
  'approval without the control header': () =>
    h.raw(APPROVAL, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ msisdn: STRANGER, decision: 'approve' }),
    }),
  'approval from another site': () =>
    h.raw(APPROVAL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Sandbox-Control': '1',
        Origin: 'http://evil.example',
      },
      body: JSON.stringify({ msisdn: STRANGER, decision: 'approve' }),
    }),
};
const moves = fc.array(fc.constantFrom(...Object.keys(MOVES)), { minLength: 1, maxLength: 8 });

async function expectNotPaid(id: string, moved: string[]): Promise<void> {
  expect(await polled(id), moved.join(' -> ')).not.toBe('SUCCESS');
  expect(await fetched(id), moved.join(' -> ')).not.toBe('SUCCESS');
  expect(await stored(id), moved.join(' -> ')).not.toBe('SUCCESS');
}

// CONSENT-8: issue 30's rules, as properties of the operator's contract.
describe("probe: an M-Pesa payment charged to a stranger's number", () => {
  it('is never SUCCESS without that phone’s approval, whatever Mallory calls, in any order', async () => {
    const { authorization } = await verifiedPaymentOtp(h, MALLORY);
    await fc.assert(
      fc.asyncProperty(moves, async (moved) => {
        const id = transactionIdOf(await h.call('initiate', { data: charge(STRANGER) }));
        for (const move of moved) await MOVES[move]?.(id, authorization);
        await expectNotPaid(id, moved);
      }),
      { numRuns: 30, seed: 3005 },
    );
  }, 60_000);

  it("settles on that phone's approval, and only then", async () => {
    const id = transactionIdOf(await h.call('initiate', { data: charge(STRANGER) }));
    await h.call('process', { data: step(id) });
    expect(await polled(id)).toBe('IN_PROCESS');
    const approved = await h.control(APPROVAL, 'POST', { msisdn: STRANGER, decision: 'approve' });
    expect(approved.http).toBe(200);
    expect(await polled(id)).toBe('SUCCESS');
  });

  it('once the phone declined, nothing turns it SUCCESS, its own later approval included', async () => {
    const { authorization } = await verifiedPaymentOtp(h, MALLORY);
    const answerMoves: Record<string, Move> = {
      ...MOVES,
      "the stranger's phone approves": () =>
        h.control(APPROVAL, 'POST', { msisdn: STRANGER, decision: 'approve' }),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...Object.keys(answerMoves)), { minLength: 1, maxLength: 8 }),
        async (moved) => {
          const id = transactionIdOf(await h.call('initiate', { data: charge(STRANGER) }));
          await h.call('process', { data: step(id) });
          const declined = await h.control(APPROVAL, 'POST', {
            msisdn: STRANGER,
            decision: 'decline',
          });
          expect(declined.http).toBe(200);
          for (const move of moved) await answerMoves[move]?.(id, authorization);
          expect(await polled(id), moved.join(' -> ')).toBe('FAILED');
          expect(await stored(id), moved.join(' -> ')).toBe('FAILED');
        },
      ),
      { numRuns: 20, seed: 3006 },
    );
  }, 60_000);
});
