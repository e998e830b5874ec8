import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InitiationResult, PaymentOption, TransactionResult } from '../../src/api/wire.ts';
import { seedPaymentOptions } from '../seed/paymentOptions.ts';
import { paymentSandbox, RECHARGE_TZS_1000, verifiedPaymentOtp, type Answer } from './harness.ts';

const { h, encryptPin } = paymentSandbox();

const base = { ...RECHARGE_TZS_1000, emailId: 'a@b.co' };
/** An initiation payload: TZS 1000 for 712000001 by `paymentMode`, with `more` fields. */
const order = (paymentMode: string, more: Record<string, unknown> = {}) => ({
  ...base,
  mobileNumber: '712000001',
  paymentMode,
  ...more,
});
/** A process payload of the payer's own transaction `transactionId`, with `more` fields. */
const processing = (
  transactionId: string,
  paymentMode: string,
  more: Record<string, unknown> = {},
) => ({
  transactionId,
  isSubscriberRequest: true,
  paymentMode,
  proccessFlag: true,
  ...more,
});
const txnId = (a: Answer) => (a.body.result as InitiationResult).transactionId;
const transactions = async () =>
  (await h.control('/__sandbox/transactions', 'GET')).body.result as Record<string, unknown>[];

async function walletPayment(msisdn: string, smartCash = false) {
  const { authorization, uniqueCode } = await verifiedPaymentOtp(h, msisdn);
  const paymentMode = smartCash ? 'SMARTCASH' : 'TWIGA_MONEY';
  const data = order(paymentMode, {
    mobileNumber: msisdn,
    paymentMobile: `0${msisdn}`,
    uniqueCode,
    ...(smartCash ? { paymentGateway: 'SMARTCASH_SECURE' } : {}),
  });
  const init = await h.call('authInitiate', { data, headers: { Authorization: authorization } });
  const id = txnId(init);
  const process = async (pin: string) =>
    h.call('authProcess', {
      data: processing(id, paymentMode, {
        paymentMobile: `0${msisdn}`,
        amPin: await encryptPin(pin),
      }),
      headers: { Authorization: authorization },
    });
  return { id, init, process, authorization };
}

describe('payment options', () => {
  it('offers Paystack, Selcom, Airtime, Twiga Money, SmartCash and M-Pesa', async () => {
    const answer = await h.call('paymentOptions', {
      data: {
        amount: 1000,
        mobileNumber: '712000001',
        subscriberType: 'PREPAID',
        rechargeType: 'PREPAID_RECHARGE',
        transactionType: 'PREPAID_RECHARGE',
      },
    });
    const offered = (answer.body.result as { paymentOption: PaymentOption[] }).paymentOption;
    expect(offered).toEqual(seedPaymentOptions);
    expect(offered.map((option) => option.name).join(', ')).toBe(
      'Paystack, Selcom, Airtime, Twiga Money, SmartCash, M-Pesa',
    );
  });
});

describe('initiation', () => {
  // The txnId (idempotency key) cases are in idempotentInitiation.test.ts.
  it('is idempotent on uniqueCode, keeping every field', async () => {
    const data = order('MPESA', {
      paymentMobile: '0712000001',
      uniqueCode: 'UC-1',
      productCode: 'DATA_D_1GB',
    });
    const first = txnId(await h.call('initiate', { data }));
    expect(txnId(await h.call('initiate', { data }))).toBe(first);
    const rows = await transactions();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual(data);
  });

  it('without uniqueCode or txnId each call is a new transaction', async () => {
    const data = order('PG', { paymentGateway: 'Paystack' });
    expect(txnId(await h.call('initiate', { data }))).not.toBe(
      txnId(await h.call('initiate', { data })),
    );
  });

  // PAY-10
  it('auth/initiate needs the token of a verified payment OTP', async () => {
    const data = order('TWIGA_MONEY');
    expect((await h.call('authInitiate', { data })).http).toBe(401);
    expect(
      (await h.call('authInitiate', { data, headers: { Authorization: 'Bearer forged' } })).http,
    ).toBe(401);
  });

  it('gives SmartCash an encryption key', async () => {
    const { init } = await walletPayment('712000001', true);
    expect((init.body.result as InitiationResult).encryptionKeyDetails?.key).toMatch(
      /BEGIN PUBLIC KEY/,
    );
  });

  it('refuses a payload without the required fields', async () => {
    const answer = await h.call('initiate', {
      data: { amount: 100 },
      offContract: 'an initiation without mobileNumber, paymentMode and transactionType',
    });
    expect(answer.body).toMatchObject({
      status: 'failure',
      statusCode: '400',
    });
  });
});

describe('wallet PIN (mobile money and SmartCash)', () => {
  // PAY-24
  it('712000001 with PIN 1234 ends SUCCESS', async () => {
    const { id, process } = await walletPayment('712000001');
    expect((await process('1234')).body).toMatchObject({
      status: 'success',
      result: { transactionStatus: 'SUCCESS' },
    });
    expect((await h.call('status', { query: { tid: id } })).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
      transactionId: id,
    });
  });

  it.each([
    ['mobile money', false, '1004'],
    ['SmartCash', true, '56D005'],
  ])(
    '%s: wrong PINs answer %s with attempts left 4..1, then 1006',
    async (_name, smartCash, code) => {
      const { process } = await walletPayment('712000001', smartCash);
      for (const left of [4, 3, 2, 1])
        expect((await process('9999')).body).toMatchObject({
          statusCode: code,
          status: 'failure',
          result: { attemptsLeft: left },
        });
      expect((await process('9999')).body.statusCode).toBe('1006');
    },
  );

  it.each([false, true])('712000003 is locked at once (SmartCash %s)', async (smartCash) => {
    const { process } = await walletPayment('712000003', smartCash);
    const answer = await process('1234');
    expect(answer.body.statusCode).toBe('1006');
    if (smartCash)
      expect(answer.body.message).toBe(
        'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
      );
  });

  it('accepts a PIN encrypted with PKCS#1 v1.5 too', async () => {
    const { id, authorization } = await walletPayment('712000001');
    const { rsaPublicKey } = (await (await h.raw('/config.json')).json()) as {
      rsaPublicKey: string;
    };
    const amPin = publicEncrypt(
      { key: rsaPublicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('1234'),
    ).toString('base64');
    const answer = await h.call('authProcess', {
      data: processing(id, 'TWIGA_MONEY', { amPin }),
      headers: { Authorization: authorization },
    });
    expect(answer.body.status).toBe('success');
  });

  // PAY-10
  it('auth/process needs the token', async () => {
    const { id } = await walletPayment('712000001');
    expect(
      (
        await h.call('authProcess', {
          data: processing(id, 'TWIGA_MONEY', { amPin: await encryptPin('1234') }),
        })
      ).http,
    ).toBe(401);
  });

  // WAL-1
  it('push (no PIN) is auto-approved only when enableAmPin is false', async () => {
    const data = order('AM', { paymentMobile: '0712000001', paymentGateway: 'TWIGA_MONEY' });
    const id = txnId(await h.call('initiate', { data }));
    const push = processing(id, 'AM', { paymentMobile: '0712000001' });
    expect((await h.call('process', { data: push })).body.status).toBe('failure');
    await h.control('/__sandbox/config', 'PATCH', { enableAmPin: false });
    expect(((await h.call('config')).body.result as { enableAmPin: boolean }).enableAmPin).toBe(
      false,
    );
    expect((await h.call('process', { data: push })).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });
});

describe('settlement rows', () => {
  // WAL-3, PAY-24
  it('712000004: status IN_PROCESS twice then SUCCESS; fetch REQUEST_REGISTERED twice then SUCCESS', async () => {
    const { id, process } = await walletPayment('712000004');
    await process('1234');
    const seen = async (name: 'status' | 'fetch', query: Record<string, string>) =>
      ((await h.call(name, { query })).body.result as TransactionResult).transactionStatus;
    expect([
      await seen('status', { tid: id }),
      await seen('status', { tid: id }),
      await seen('status', { tid: id }),
    ]).toEqual(['IN_PROCESS', 'IN_PROCESS', 'SUCCESS']);
    expect([
      await seen('fetch', { txnId: id }),
      await seen('fetch', { txnId: id }),
      await seen('fetch', { txnId: id }),
    ]).toEqual(['REQUEST_REGISTERED', 'REQUEST_REGISTERED', 'SUCCESS']);
  });

  // PAY-24
  it("712000005 ends FAILED with 'Insufficient funds in wallet'", async () => {
    const { id, process } = await walletPayment('712000005');
    await process('1234');
    expect((await h.call('fetch', { query: { txnId: id } })).body.result).toMatchObject({
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
    });
  });

  // WAL-14
  it('M-Pesa processes without a PIN and succeeds', async () => {
    const id = txnId(
      await h.call('initiate', { data: order('MPESA', { paymentMobile: '0712000001' }) }),
    );
    expect((await h.call('process', { data: processing(id, 'MPESA') })).body.status).toBe(
      'success',
    );
    expect((await h.call('status', { query: { tid: id } })).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });
});

describe('airtime', () => {
  /** As the portal pays by airtime: the payer's verified OTP token on both auth calls. */
  const airtimePay = async (msisdn: string, amount: number) => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, msisdn);
    const headers = { Authorization: authorization };
    const data = order('AIRTIME', { amount, mobileNumber: msisdn, paymentMobile: `0${msisdn}` });
    const id = txnId(await h.call('authInitiate', { data: { ...data, uniqueCode }, headers }));
    return h.call('authProcess', { data: processing(id, 'AIRTIME'), headers });
  };
  const airtime = async (msisdn: string) =>
    // The line's airtime as the sandbox holds it (control API): query-balance needs an OTP.
    (
      (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
        airtime: number;
      }
    ).airtime;

  it('debits the balance of 712000001', async () => {
    expect((await airtimePay('712000001', 1000)).body.status).toBe('success');
    expect(await airtime('712000001')).toBe(49000);
  });

  it('712000002 (200 TZS) cannot pay 1000: insufficient balance', async () => {
    const answer = await airtimePay('712000002', 1000);
    expect(answer.body).toMatchObject({
      status: 'failure',
      message:
        "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
    });
    expect(await airtime('712000002')).toBe(200);
  });
});

describe('exchange rate', () => {
  it('converts USD to CDF', async () => {
    const answer = await h.call('exchangeRate', {
      data: { fromCurrency: 'USD', toCurrency: 'CDF', amount: 10 },
    });
    expect((answer.body.result as { convertedAmount: number }).convertedAmount).toBeGreaterThan(10);
  });
});
