import { describe, expect, it } from 'vitest';
import type { TransactionResult } from '../../src/api/wire.ts';
import { toResult } from '../core/settle.ts';
import type { TxnRow } from '../store/transactions.ts';
import { paymentSandbox, RECHARGE_TZS_1000, type Answer } from './harness.ts';

/** A stored transaction as the sandbox keeps it: `payload` is what the portal initiated with. */
const row = (payload: Record<string, unknown>, more: Partial<TxnRow> = {}): TxnRow => ({
  id: 'TWGABCDEFGHJKLMNPQ',
  seq: 1,
  unique_code: null,
  client_txn_id: null,
  payload: JSON.stringify(payload),
  status: 'SUCCESS',
  status_reason: null,
  processed_mode: null,
  pnr_id: null,
  status_polls: 0,
  fetch_polls: 0,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...more,
});

describe('the transaction result a status poll or fetch answers (wire shape of a transaction)', () => {
  it('echoes the initiation: type, mode, numbers, amount as a number, TZS when no currency was sent, the bundle name', () => {
    const result = toResult(
      row({
        amount: '1000',
        transactionType: 'PREPAID_BUNDLES',
        paymentMode: 'MPESA',
        mobileNumber: 712000001,
        productCode: 'DATA_D_1GB',
        invoiceNumber: 'INV-1',
      }),
    );
    expect(result).toEqual({
      status: 'SUCCESS',
      transactionStatus: 'SUCCESS',
      transactionId: 'TWGABCDEFGHJKLMNPQ',
      refTransactionId: 'REFABCDEFGHJKLMNPQ',
      transactionType: 'PREPAID_BUNDLES',
      paymentMode: 'MPESA',
      paymentGateway: undefined,
      mobileNumber: '712000001',
      msisdn: '712000001',
      currencyCode: 'TZS',
      amount: 1000,
      accountId: undefined,
      invoiceNumber: 'INV-1',
      bundleDescription: 'Siku Data 1GB',
    } satisfies TransactionResult);
  });

  it('names a bundle only for a payment of a bundle, and only that bundle', () => {
    expect(toResult(row(RECHARGE_TZS_1000)).bundleDescription).toBeUndefined();
    expect(toResult(row({ productCode: 'DATA_W_3GB' })).bundleDescription).toBe('Wiki Data 3GB');
  });

  it('names the mode the payment was processed with and the gateway reference once there is one', () => {
    const result = toResult(
      row(
        {
          ...RECHARGE_TZS_1000,
          paymentMode: 'PG',
          paymentGateway: 'PAYSTACK',
          currencyCode: 'USD',
        },
        { processed_mode: 'CARD', pnr_id: 'PNR-77' },
      ),
    );
    expect(result).toMatchObject({
      paymentMode: 'CARD',
      paymentGateway: 'PAYSTACK',
      refTransactionId: 'PNR-77',
      currencyCode: 'USD',
    });
  });

  it('gives an empty transaction type, no mode and no number when the payload had none that is text', () => {
    expect(toResult(row({ transactionType: { x: 1 }, mobileNumber: null }))).toMatchObject({
      transactionType: '',
      paymentMode: undefined,
      mobileNumber: undefined,
    });
  });

  it('explains a failure with its reason, but never a success (even one stored with a reason)', () => {
    const failed = row(RECHARGE_TZS_1000, {
      status: 'FAILED',
      status_reason: 'Insufficient funds in wallet',
    });
    expect(toResult(failed).statusReason).toBe('Insufficient funds in wallet');
    expect(toResult(failed, 'SUCCESS')).not.toHaveProperty('statusReason');
    expect(toResult(row(RECHARGE_TZS_1000), 'FAILED')).not.toHaveProperty('statusReason');
  });

  it('shows the status it is asked to show (a slow payment still IN_PROCESS) in both status fields', () => {
    expect(toResult(row(RECHARGE_TZS_1000), 'IN_PROCESS')).toMatchObject({
      status: 'IN_PROCESS',
      transactionStatus: 'IN_PROCESS',
    });
  });

  it('answers metaInfo.leadId for a broadband-lead payment (HBB_LEADS, HBB_AIRTIME: the lead id is the accountId)', () => {
    for (const transactionType of ['HBB_LEADS', 'HBB_AIRTIME'])
      expect(toResult(row({ transactionType, accountId: 'LEAD-0001' })).metaInfo).toEqual({
        leadId: 'LEAD-0001',
      });
    expect(
      toResult(row({ transactionType: 'POSTPAID_BILL', accountId: 'PE0000000001' })),
    ).not.toHaveProperty('metaInfo');
    expect(toResult(row({ transactionType: 'POSTPAID_BILL', leadId: 'LEAD-2' })).metaInfo).toEqual({
      leadId: 'LEAD-2',
    });
    expect(toResult(row({ transactionType: 'HBB_LEADS', refLeadId: 'LEAD-3' })).metaInfo).toEqual({
      leadId: 'LEAD-3',
    });
  });
});

describe('settlement by the payer number as well as the served number', () => {
  const { h } = paymentSandbox();
  const txnId = (a: Answer) => (a.body.result as { transactionId: string }).transactionId;

  /** An M-Pesa payment (no OTP, no PIN) for `served` (712000001) paid from `payer`, processed. */
  async function paidFrom(payer: string, served = '712000001'): Promise<string> {
    const data = {
      ...RECHARGE_TZS_1000,
      emailId: 'a@b.co',
      mobileNumber: served,
      paymentMode: 'MPESA',
      paymentMobile: payer,
    };
    const id = txnId(await h.call('initiate', { data }));
    await h.call('process', {
      data: {
        transactionId: id,
        isSubscriberRequest: true,
        paymentMode: 'MPESA',
        proccessFlag: true,
      },
    });
    return id;
  }
  const statusOf = async (id: string) =>
    (await h.call('status', { query: { tid: id } })).body.result as TransactionResult;

  it("paid from 0712000005: FAILED with 'Insufficient funds in wallet'", async () => {
    expect(await statusOf(await paidFrom('0712000005'))).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
      paymentMode: 'MPESA',
    });
  });

  it('paid from 0712000004: IN_PROCESS for the first 2 polls, then SUCCESS', async () => {
    const id = await paidFrom('0712000004');
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push((await statusOf(id)).transactionStatus);
    expect(seen).toEqual(['IN_PROCESS', 'IN_PROCESS', 'SUCCESS']);
  });

  // The slow settlement of 712000004 delays a success only: a payment that failed says so at once.
  it('712000004 paid from 0712000005: FAILED at the first poll, not IN_PROCESS', async () => {
    const id = await paidFrom('0712000005', '712000004');
    expect(await statusOf(id)).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
  });

  it('paid from 0712000001: SUCCESS at the first poll, without a reason', async () => {
    const result = await statusOf(await paidFrom('0712000001'));
    expect(result.transactionStatus).toBe('SUCCESS');
    expect(result).not.toHaveProperty('statusReason');
  });
});
