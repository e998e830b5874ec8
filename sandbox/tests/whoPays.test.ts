/**
 * Who pays (docs/sandbox.md "Who pays: OTP, PIN and the payer"): a wallet PIN is only looked at
 * behind the token of an OTP verified for the transaction's own initiated number and OTP session;
 * the payer is always the initiated number, whatever paymentMobile a process call names.
 */
import { describe, expect, it } from 'vitest';
import type { InitiationResult } from '../../src/api/wire.ts';
import {
  pinEncrypter,
  RECHARGE_TZS_1000,
  sandboxForFile,
  verifiedPaymentOtp,
  type Answer,
} from './harness.ts';

const h = sandboxForFile();

const encryptPin = pinEncrypter(h);

const txnId = (a: Answer) => (a.body.result as InitiationResult).transactionId;

/** TZS 1000 paid from wallet `msisdn` by `paymentMode`, with `more` initiation fields. */
const order = (msisdn: string, paymentMode: string, more: Record<string, unknown> = {}) => ({
  ...RECHARGE_TZS_1000,
  emailId: 'a@b.co',
  mobileNumber: msisdn,
  paymentMobile: `0${msisdn}`,
  paymentMode,
  ...(paymentMode === 'SMARTCASH' ? { paymentGateway: 'SMARTCASH_SECURE' } : {}),
  ...more,
});
const processing = (transactionId: string, paymentMode: string, more = {}) => ({
  transactionId,
  isSubscriberRequest: true,
  paymentMode,
  proccessFlag: true,
  ...more,
});

/** A wallet payment from `msisdn` initiated with its own verified OTP, as the portal does. */
async function ownPayment(msisdn: string, paymentMode = 'TWIGA_MONEY') {
  const { authorization, uniqueCode } = await verifiedPaymentOtp(h, msisdn);
  const init = await h.call('authInitiate', {
    data: order(msisdn, paymentMode, { uniqueCode }),
    headers: { Authorization: authorization },
  });
  return { id: txnId(init), authorization };
}

const pinCall = async (id: string, pin: string, authorization?: string, more = {}) =>
  h.call(authorization ? 'authProcess' : 'process', {
    data: processing(id, 'TWIGA_MONEY', { amPin: await encryptPin(pin), ...more }),
    ...(authorization ? { headers: { Authorization: authorization } } : {}),
  });

describe('a PIN only counts after a verified OTP', () => {
  it('the plain process call with a PIN is refused with 401, even the right PIN', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'TWIGA_MONEY') }));
    const answer = await pinCall(id, '1234');
    expect(answer.http).toBe(401);
    expect(answer.body.message).toBe(
      'A PIN payment needs a verified OTP: send it through auth/process with the OTP token',
    );
    expect((await h.call('status', { query: { tid: id } })).body.result).not.toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it("five wrong PINs without an OTP do not lock the owner's wallet", async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'TWIGA_MONEY') }));
    for (let i = 0; i < 5; i++) expect((await pinCall(id, '9999')).http).toBe(401);
    const own = await ownPayment('712000001');
    expect((await pinCall(own.id, '9999', own.authorization)).body).toMatchObject({
      statusCode: '1004',
      result: { attemptsLeft: 4 },
    });
    expect((await pinCall(own.id, '1234', own.authorization)).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it('SmartCash through the plain process call is refused with 401', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'SMARTCASH') }));
    const answer = await h.call('process', {
      data: processing(id, 'SMARTCASH', { amPin: await encryptPin('1234') }),
    });
    expect(answer.http).toBe(401);
  });
});

describe('the token speaks only for its own number and OTP session', () => {
  it("a token verified for 712000007 cannot pay from 712000001's wallet (403), nor count a PIN", async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000007');
    const init = await h.call('authInitiate', {
      data: order('712000001', 'TWIGA_MONEY', { uniqueCode }),
      headers: { Authorization: authorization },
    });
    for (let i = 0; i < 5; i++) {
      const answer = await pinCall(txnId(init), '9999', authorization);
      expect(answer.http).toBe(403);
      expect(answer.body.message).toBe('The OTP token was not verified for the paying number');
    }
    const own = await ownPayment('712000001');
    expect((await pinCall(own.id, '1234', own.authorization)).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it('an e-mail-only home-broadband OTP token pays from no wallet (403)', async () => {
    const sent = await h.call('sendOtpHbb', {
      data: { email: 'a@b.co', customerDetails: { fullName: 'A' }, requestType: 'HBB_LEADS' },
    });
    const refId = (sent.body.result as { refId: string }).refId;
    const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
    const r = verified.body.result as { tokenType: string; accessToken: string };
    const authorization = `${r.tokenType} ${r.accessToken}`;
    const init = await h.call('authInitiate', {
      data: order('712000001', 'SMARTCASH'),
      headers: { Authorization: authorization },
    });
    const answer = await h.call('authProcess', {
      data: processing(txnId(init), 'SMARTCASH', { amPin: await encryptPin('1234') }),
      headers: { Authorization: authorization },
    });
    expect(answer.http).toBe(403);
  });

  it("a second OTP of the same number cannot settle the first OTP's payment (403)", async () => {
    const first = await ownPayment('712000001');
    const second = await verifiedPaymentOtp(h, '712000001');
    const answer = await pinCall(first.id, '1234', second.authorization);
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token belongs to another OTP session');
  });
});

describe('the payer is the initiated number', () => {
  const airtimeBalance = async (msisdn: string) =>
    (
      (await h.call('queryBalance', { data: { msisdn } })).body.result as {
        queryBalanceResult: { serviceType: string; balance: number }[];
      }
    ).queryBalanceResult.find((b) => b.serviceType === 'AIRTIME')?.balance;

  it('airtime initiated for 712000001 but processed naming 0712000008 is refused (403), nothing debited', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'AIRTIME') }));
    const answer = await h.call('process', {
      data: processing(id, 'AIRTIME', { paymentMobile: '0712000008' }),
    });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('paymentMobile must be the number that initiated the payment');
    expect(await airtimeBalance('712000001')).toBe(50000);
    expect(await airtimeBalance('712000008')).toBe(50000);
  });

  it('airtime processed naming its own number (with the leading 0) debits that number', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'AIRTIME') }));
    const answer = await h.call('process', {
      data: processing(id, 'AIRTIME', { paymentMobile: '0712000001' }),
    });
    expect(answer.body.status).toBe('success');
    expect(await airtimeBalance('712000001')).toBe(49000);
  });

  it('a wallet payment processed naming another paymentMobile is refused (403)', async () => {
    const own = await ownPayment('712000001');
    const answer = await pinCall(own.id, '1234', own.authorization, {
      paymentMobile: '0712000008',
    });
    expect(answer.http).toBe(403);
    expect((await h.call('status', { query: { tid: own.id } })).body.result).not.toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });
});
