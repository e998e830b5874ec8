/**
 * Issue 13 item 3, the operator's contract for idempotent initiation (docs/sandbox.md
 * "Idempotent initiation"): the txnId is the attempt's idempotency key; a replay answers with the
 * first transaction, the same key for a different payment is refused with 409.
 */
import { describe, expect, it } from 'vitest';
import type { InitiationResult } from '../../src/api/wire.ts';
import { sandboxForFile, type Answer, RECHARGE_TZS_1000 } from './harness.ts';

const h = sandboxForFile();

const mpesa = {
  ...RECHARGE_TZS_1000,
  mobileNumber: '712000001',
  paymentMobile: '0712000001',
  paymentMode: 'MPESA',
  txnId: 'a1b2c3d4-0000-4000-8000-000000000001',
};
const card = {
  ...mpesa,
  paymentMode: 'PG',
  paymentGateway: 'Paystack',
  emailId: 'a@b.co',
  txnId: 'a1b2c3d4-0000-4000-8000-000000000002',
};

const idOf = (a: Answer) => (a.body.result as InitiationResult).transactionId;
const rows = async () =>
  (await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[];

describe('idempotent initiation', () => {
  it('answers an M-Pesa replay with the first transaction id and stores one transaction', async () => {
    const first = await h.call('initiate', { data: mpesa });
    expect(first.body.statusCode).toBe(200);
    const replay = await h.call('initiate', { data: mpesa });
    expect(idOf(replay)).toBe(idOf(first));
    expect(await rows()).toHaveLength(1);
  });

  it('answers a card replay with the first transaction id', async () => {
    const first = idOf(await h.call('initiate', { data: card }));
    expect(idOf(await h.call('initiate', { data: card }))).toBe(first);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['amount', { amount: 2000 }],
    ['number', { mobileNumber: '712000002' }],
    ['paying number', { paymentMobile: '0712000002' }],
    ['product', { productCode: 'DATA_D_1GB' }],
    ['method', { paymentMode: 'TWIGA_MONEY' }],
  ])('refuses the same key with a different %s with 409 and a clear message', async (_, change) => {
    const first = idOf(await h.call('initiate', { data: mpesa }));
    const reused = await h.call('initiate', { data: { ...mpesa, ...change } });
    expect(reused.body).toMatchObject({
      statusCode: '409',
      status: 'failure',
      message: 'Idempotency key already used for a different payment',
    });
    expect(reused.body.result).toBeUndefined();
    expect(await rows()).toHaveLength(1);
    expect(idOf(await h.call('initiate', { data: mpesa }))).toBe(first);
  });

  it('makes a new transaction for a new key, even with the same OTP uniqueCode', async () => {
    const data = { ...mpesa, uniqueCode: 'UC-9' };
    const first = idOf(await h.call('initiate', { data }));
    const next = idOf(
      await h.call('initiate', {
        data: { ...data, txnId: 'a1b2c3d4-0000-4000-8000-000000000003' },
      }),
    );
    expect(next).not.toBe(first);
    expect(await rows()).toHaveLength(2);
  });
});
