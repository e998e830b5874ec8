/**
 * Who pays (docs/sandbox.md "Who pays: OTP, PIN and the payer"): a wallet PIN is only looked at
 * behind the token of an OTP verified for the transaction's own initiated number and OTP session;
 * the payer is always the initiated number, whatever paymentMobile a process call names.
 */
import { describe, expect, it } from 'vitest';
import type { InitiationResult } from '../../src/api/wire.ts';
import { paymentSandbox, RECHARGE_TZS_1000, verifiedPaymentOtp, type Answer } from './harness.ts';

const { h, encryptPin } = paymentSandbox();

const txnId = (a: Answer) => (a.body.result as InitiationResult).transactionId;

/** TZS 1000 paid from wallet `msisdn` by `paymentMode`, with `more` initiation fields. */
const order = (msisdn: string, paymentMode: string, more: Record<string, unknown> = {}) => ({
  ...RECHARGE_TZS_1000,
  emailId: 'a@b.co',
  mobileNumber: msisdn,
  paymentMobile: `0${msisdn}`,
  paymentMode,
  ...(paymentMode === 'SMARTCASH' ? { paymentGateway: 'SMARTCASH_SECURE' } : {}),
  // A card payment names its gateway (issue 30 item 4: one rail per payment).
  ...(paymentMode === 'PG' ? { paymentGateway: 'Selcom' } : {}),
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
  // API-8
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
  const transactions = async () =>
    (await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[];

  it("auth/initiate with a token verified for 712000007 for a payment from 712000001's wallet is refused (403), nothing stored", async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000007');
    const answer = await h.call('authInitiate', {
      data: order('712000001', 'TWIGA_MONEY', { uniqueCode }),
      headers: { Authorization: authorization },
    });
    expect(answer.http).toBe(403);
    expect(answer.body).toMatchObject({
      status: 'failure',
      message: 'The OTP token was not verified for the paying number',
    });
    expect(answer.body.result).toBeUndefined();
    expect(await transactions()).toHaveLength(0);
  });

  it('auth/initiate checks paymentMobile, the paying number: 712000007 may pay for 712000001 from its own wallet', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000007');
    const answer = await h.call('authInitiate', {
      data: order('712000001', 'TWIGA_MONEY', { paymentMobile: '0712000007', uniqueCode }),
      headers: { Authorization: authorization },
    });
    expect(answer.http).toBe(200);
    expect(txnId(answer)).toMatch(/^TWG/);
  });

  it("auth/initiate naming another OTP session's uniqueCode is refused (403), nothing stored", async () => {
    const first = await verifiedPaymentOtp(h, '712000001');
    const second = await verifiedPaymentOtp(h, '712000001');
    const answer = await h.call('authInitiate', {
      data: order('712000001', 'TWIGA_MONEY', { uniqueCode: first.uniqueCode }),
      headers: { Authorization: second.authorization },
    });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token belongs to another OTP session');
    expect(await transactions()).toHaveLength(0);
  });

  it("a token verified for 712000007 cannot settle 712000001's own wallet payment (403), nor count a PIN", async () => {
    const own = await ownPayment('712000001');
    const stranger = await verifiedPaymentOtp(h, '712000007');
    for (let i = 0; i < 5; i++) {
      const answer = await pinCall(own.id, '9999', stranger.authorization);
      expect(answer.http).toBe(403);
      expect(answer.body.message).toBe('The OTP token was not verified for the paying number');
    }
    expect((await pinCall(own.id, '1234', own.authorization)).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it('an e-mail-only home-broadband OTP token neither initiates nor pays from a wallet (403)', async () => {
    const sent = await h.call('sendOtpHbb', {
      data: { email: 'a@b.co', customerDetails: { fullName: 'A' }, requestType: 'HBB_LEADS' },
    });
    const refId = (sent.body.result as { refId: string }).refId;
    const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
    const r = verified.body.result as { tokenType: string; accessToken: string };
    const headers = { Authorization: `${r.tokenType} ${r.accessToken}` };
    const init = await h.call('authInitiate', { data: order('712000001', 'SMARTCASH'), headers });
    expect(init.http).toBe(403);
    const id = txnId(await h.call('initiate', { data: order('712000001', 'SMARTCASH') }));
    const answer = await h.call('authProcess', {
      data: processing(id, 'SMARTCASH', { amPin: await encryptPin('1234') }),
      headers,
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

const airtimeBalance = async (msisdn: string) =>
  // The line's airtime as the sandbox holds it (control API): query-balance needs an OTP.
  (
    (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
      airtime: number;
    }
  ).airtime;

/** An airtime payment of TZS 1000 from `msisdn` initiated behind its own verified OTP. */
const ownAirtime = (msisdn: string) => ownPayment(msisdn, 'AIRTIME');

/** auth/process of `id` with the token `authorization` and `more` process fields. */
const authProcess = (id: string, paymentMode: string, authorization: string, more = {}) =>
  h.call('authProcess', {
    data: processing(id, paymentMode, more),
    headers: { Authorization: authorization },
  });

describe("airtime is debited only behind the payer's own OTP token", () => {
  it('the plain process call of an airtime payment is refused with 401, nothing debited', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'AIRTIME') }));
    const answer = await h.call('process', { data: processing(id, 'AIRTIME') });
    expect(answer.http).toBe(401);
    expect(answer.body.message).toBe(
      'An airtime payment needs a verified OTP: send it through auth/process with the OTP token',
    );
    expect(await airtimeBalance('712000001')).toBe(50000);
  });

  it("a token verified for 712000007 cannot debit 712000001's airtime (403)", async () => {
    const own = await ownAirtime('712000001');
    const stranger = await verifiedPaymentOtp(h, '712000007');
    const answer = await authProcess(own.id, 'AIRTIME', stranger.authorization);
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token was not verified for the paying number');
    expect(await airtimeBalance('712000001')).toBe(50000);
  });

  it("behind the payer's own token, 712000001's airtime goes from 50000 to 49000 once", async () => {
    const own = await ownAirtime('712000001');
    const first = await authProcess(own.id, 'AIRTIME', own.authorization);
    expect(first.body.result).toMatchObject({ transactionStatus: 'SUCCESS' });
    const again = await authProcess(own.id, 'AIRTIME', own.authorization);
    expect(again.body.result).toMatchObject({ transactionStatus: 'ALREADY_PROCESSED' });
    expect(await airtimeBalance('712000001')).toBe(49000);
  });
});

describe('the payer is the initiated number', () => {
  it('airtime initiated for 712000001 but processed naming 0712000008 is refused (403), nothing debited', async () => {
    const own = await ownAirtime('712000001');
    const answer = await authProcess(own.id, 'AIRTIME', own.authorization, {
      paymentMobile: '0712000008',
    });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('paymentMobile must be the number that initiated the payment');
    expect(await airtimeBalance('712000001')).toBe(50000);
    expect(await airtimeBalance('712000008')).toBe(50000);
  });

  it('airtime processed naming its own number (with the leading 0) debits that number', async () => {
    const own = await ownAirtime('712000001');
    const answer = await authProcess(own.id, 'AIRTIME', own.authorization, {
      paymentMobile: '0712000001',
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

describe("the payment mode is the initiation's, never the process call's", () => {
  const OTHER_MODE = 'paymentMode and paymentGateway must be those the payment was initiated with';
  const statusOf = async (id: string) =>
    ((await h.call('status', { query: { tid: id } })).body.result as { transactionStatus: string })
      .transactionStatus;

  it('a mobile-money payment (PIN on) processed naming MPESA is refused (403), not settled without a PIN', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'TWIGA_MONEY') }));
    const answer = await h.call('process', { data: processing(id, 'MPESA') });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe(OTHER_MODE);
    expect(await statusOf(id)).toBe('REQUEST_RAISED');
  });

  it('a card payment processed as a wallet debit (TWIGA_MONEY and PIN 1234) is refused (403)', async () => {
    const own = await ownPayment('712000001', 'PG');
    const answer = await pinCall(own.id, '1234', own.authorization);
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe(OTHER_MODE);
    expect(await statusOf(own.id)).toBe('REQUEST_RAISED');
  });

  it('an airtime payment processed naming paymentMode PG and gateway Selcom is refused (403), nothing debited', async () => {
    const own = await ownAirtime('712000001');
    const answer = await authProcess(own.id, 'PG', own.authorization, { paymentGateway: 'Selcom' });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe(OTHER_MODE);
    expect(answer.body.result).toBeUndefined();
    expect(await airtimeBalance('712000001')).toBe(50000);
  });

  it('an M-Pesa payment processed naming AIRTIME is refused (403), the airtime untouched', async () => {
    const id = txnId(await h.call('initiate', { data: order('712000001', 'MPESA') }));
    const { authorization } = await verifiedPaymentOtp(h, '712000001');
    const answer = await authProcess(id, 'AIRTIME', authorization);
    expect(answer.http).toBe(403);
    expect(await airtimeBalance('712000001')).toBe(50000);
    expect(await statusOf(id)).toBe('REQUEST_RAISED');
  });

  it('a process call that repeats the mode, or names none, pays by the initiated mode', async () => {
    const repeated = txnId(await h.call('initiate', { data: order('712000001', 'MPESA') }));
    expect(
      (await h.call('process', { data: processing(repeated, 'MPESA') })).body.result,
    ).toMatchObject({
      transactionStatus: 'SUCCESS',
      paymentMode: 'MPESA',
    });
    const none = txnId(await h.call('initiate', { data: order('712000001', 'MPESA') }));
    const answer = await h.call('process', {
      data: { transactionId: none, proccessFlag: true },
      offContract: 'a process call without paymentMode and isSubscriberRequest',
    });
    expect(answer.body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
      paymentMode: 'MPESA',
    });
  });
});
