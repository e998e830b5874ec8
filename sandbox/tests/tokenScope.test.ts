/**
 * A token speaks only for what its OTP proved (issue 30 items 2 and 6): an e-mail OTP pays from no
 * number, an "email" that is a number is refused at send, every OTP route limits and locks the
 * number whatever its spelling, and a payment OTP pays one payment: its retries and its PIN step,
 * never a second payment (core/tokenSpend.ts).
 */
import { describe, expect, it } from 'vitest';
import { BALANCE_REQUEST_TYPE } from '../../src/features/broadband/paymentData.ts';
import {
  paymentSandbox,
  RECHARGE_TZS_1000,
  transactionIdOf,
  verifiedPaymentOtp,
  type Answer,
} from './harness.ts';

const { h, encryptPin } = paymentSandbox();

const LIMIT = {
  statusCode: 502,
  status: 'failure',
  message: 'max limit exhausted, please try after sometime.',
};
const hbbOtp = (data: Record<string, string>) =>
  h.call('sendOtpHbb', {
    data: { customerDetails: { fullName: 'Asha' }, requestType: 'HBB', ...data },
  });
const refIdOf = (a: Answer) => (a.body.result as { refId: string }).refId;
const stored = async () =>
  ((await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[]).length;
const airtimeOf = async (msisdn: string) =>
  (
    (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
      airtime: number;
    }
  ).airtime;

/** TZS `amount` from `msisdn` by `paymentMode`, as the portal initiates it. */
const order = (msisdn: string, paymentMode: string, more: Record<string, unknown> = {}) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: msisdn,
  paymentMobile: `0${msisdn}`,
  paymentMode,
  ...(paymentMode === 'SMARTCASH' ? { paymentGateway: 'SMARTCASH_SECURE' } : {}),
  ...more,
});
let attempt = 0;
/** auth/initiate with the token, each call a new attempt (its own txnId), as the portal does. */
const authInitiate = (authorization: string, data: Record<string, unknown>) =>
  h.call('authInitiate', {
    data: { txnId: `attempt-${++attempt}`, ...data },
    headers: { Authorization: authorization },
  });
const authProcess = (
  authorization: string,
  transactionId: string,
  paymentMode: string,
  more: Record<string, unknown> = {},
) =>
  h.call('authProcess', {
    data: { transactionId, isSubscriberRequest: true, paymentMode, proccessFlag: true, ...more },
    headers: { Authorization: authorization },
  });

// CONSENT-4.
describe('an e-mail OTP is an e-mail OTP', () => {
  it('an "email" that is a mobile number, in any spelling, or no address is refused at send: 400 Invalid Email Id', async () => {
    for (const email of [
      '0712000031',
      '+255712000031',
      '255712000031',
      '712000031',
      '07 12 000 032',
      'asha',
      'asha@example',
      '@example.co.tz',
    ]) {
      expect((await hbbOtp({ email })).body).toEqual({
        statusCode: '400',
        status: 'failure',
        message: 'Invalid Email Id',
      });
    }
    // Nothing was sent: 712000031 still has its five codes.
    for (let i = 0; i < 5; i++)
      expect((await h.call('paymentOtpSend', { data: { msisdn: '712000031' } })).http).toBe(200);
  });

  it("a verified e-mail OTP's token pays from no number: auth/initiate 403, nothing stored, nothing debited", async () => {
    const refId = refIdOf(await hbbOtp({ email: 'Asha@Example.co.tz' }));
    const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
    const r = verified.body.result as {
      uniqueCode: string;
      tokenType: string;
      accessToken: string;
    };
    const answer = await authInitiate(
      `${r.tokenType} ${r.accessToken}`,
      order('712000001', 'AIRTIME', { uniqueCode: r.uniqueCode }),
    );
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token was not verified for the paying number');
    expect(await stored()).toBe(0);
    expect(await airtimeOf('712000001')).toBe(50000);
    const balance = await h.call('queryBalance', {
      data: { msisdn: '712000001', uniqueCode: r.uniqueCode },
    });
    expect(balance.body.statusCode).toBe('4001');
  });
});

// CONSENT-5.
describe('every OTP route limits one number, whatever its spelling', () => {
  it('invoice, payment, balance and home-broadband sends to 712000032 in five spellings share its five; the sixth answers 502', async () => {
    const sends = [
      () =>
        h.call('invoiceOtpSend', { data: { text: '0712000032', text1: '', otpAction: 'INVOICE' } }),
      () => h.call('paymentOtpSend', { data: { msisdn: '+255712000032' } }),
      () =>
        h.call('queryBalance', {
          data: { msisdn: '255712000032', requestType: BALANCE_REQUEST_TYPE },
        }),
      () => hbbOtp({ email: 'a@b.co', msisdn: '07 12 000 032' }),
      () => h.call('paymentOtpSend', { data: { msisdn: '712000032' } }),
    ];
    for (const send of sends) expect((await send()).http).toBe(200);
    expect((await hbbOtp({ email: 'a@b.co', msisdn: '+255 712 000 032' })).body).toEqual(LIMIT);
    expect((await h.call('paymentOtpSend', { data: { msisdn: '0712000032' } })).body).toEqual(
      LIMIT,
    );
  });

  it('five wrong codes over two sessions lock 712000033 for every spelling: a new session from +255 712 000 033 answers 2002 to 123456', async () => {
    for (const [spelling, wrong] of [
      ['0712000033', 3],
      ['255712000033', 2],
    ] as const) {
      const refId = refIdOf(await h.call('paymentOtpSend', { data: { msisdn: spelling } }));
      for (let i = 0; i < wrong; i++)
        await h.call('paymentOtpVerify', { data: { refId, otp: '000000' } });
    }
    const refId = refIdOf(await hbbOtp({ email: 'a@b.co', msisdn: '+255 712 000 033' }));
    expect((await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } })).body).toEqual({
      statusCode: '2002',
      status: 'failure',
      message: 'Maximum attempts exhausted.',
    });
  });
});

// CONSENT-7.
describe('one OTP, one payment', () => {
  it('airtime as the portal pays it (verify, balance, initiate, process) succeeds once; a second payment on that token is refused 403, nothing stored or debited', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const balance = await h.call('queryBalance', { data: { msisdn: '712000001', uniqueCode } });
    expect(balance.body.status).toBe('success');
    const id = transactionIdOf(
      await authInitiate(authorization, order('712000001', 'AIRTIME', { uniqueCode })),
    );
    expect((await authProcess(authorization, id, 'AIRTIME')).body.status).toBe('success');
    expect(await airtimeOf('712000001')).toBe(49000);

    const again = await authInitiate(authorization, order('712000001', 'AIRTIME', { uniqueCode }));
    expect(again.http).toBe(403);
    expect(again.body.message).toBe(
      'The OTP token has already paid: request a new OTP for a new payment',
    );
    const other = await authInitiate(
      authorization,
      order('712000001', 'AIRTIME', { uniqueCode, amount: 2000 }),
    );
    expect(other.http).toBe(403);
    expect(other.body.message).toBe(
      'The OTP token was verified for another payment: request a new OTP for this one',
    );
    expect(await stored()).toBe(1);
    expect(await airtimeOf('712000001')).toBe(49000);
  });

  it('a replay of the paid initiation (its own txnId) still answers its transaction', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const data = { ...order('712000001', 'AIRTIME', { uniqueCode }), txnId: 'replayed-key' };
    const id = transactionIdOf(await authInitiate(authorization, data));
    await authProcess(authorization, id, 'AIRTIME');
    expect(transactionIdOf(await authInitiate(authorization, data))).toBe(id);
    expect(await airtimeOf('712000001')).toBe(49000);
  });

  it('before paying, the token cannot start a second, different payment', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const first = transactionIdOf(
      await authInitiate(authorization, order('712000001', 'AIRTIME', { uniqueCode })),
    );
    const second = await authInitiate(
      authorization,
      order('712000001', 'AIRTIME', { uniqueCode, productCode: 'OTHER-BUNDLE' }),
    );
    expect(second.http).toBe(403);
    expect((await authProcess(authorization, first, 'AIRTIME')).body.status).toBe('success');
    expect(await airtimeOf('712000001')).toBe(49000);
  });

  it('payments initiated without a token are not all paid by one token: the second auth/process is refused 403', async () => {
    const { authorization } = await verifiedPaymentOtp(h, '712000001');
    const plain = async () =>
      transactionIdOf(await h.call('initiate', { data: order('712000001', 'AIRTIME') }));
    const [a, b] = [await plain(), await plain()];
    expect((await authProcess(authorization, a, 'AIRTIME')).body.status).toBe('success');
    const answer = await authProcess(authorization, b, 'AIRTIME');
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe(
      'The OTP token has already paid: request a new OTP for a new payment',
    );
    expect(await airtimeOf('712000001')).toBe(49000);
  });

  it("a transaction started under one OTP is not processed with another OTP's token of the same number", async () => {
    const first = await verifiedPaymentOtp(h, '712000001');
    const second = await verifiedPaymentOtp(h, '712000001');
    const id = transactionIdOf(
      await authInitiate(first.authorization, order('712000001', 'AIRTIME')),
    );
    const answer = await authProcess(second.authorization, id, 'AIRTIME');
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('The OTP token belongs to another OTP session');
    expect(await airtimeOf('712000001')).toBe(50000);
  });
});

describe('the same payment again on one OTP (spec: retries and the PIN step)', () => {
  it('SmartCash: a wrong PIN (56D005), then the re-initiation the spec asks for and the right PIN pay once', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const data = order('712000001', 'SMARTCASH', { uniqueCode });
    const first = transactionIdOf(await authInitiate(authorization, data));
    const wrong = await authProcess(authorization, first, 'SMARTCASH', {
      paymentGateway: 'SMARTCASH_SECURE',
      amPin: await encryptPin('9999'),
    });
    expect(wrong.body.statusCode).toBe('56D005');
    const retry = transactionIdOf(await authInitiate(authorization, data));
    expect(retry).not.toBe('');
    const right = await authProcess(authorization, retry, 'SMARTCASH', {
      paymentGateway: 'SMARTCASH_SECURE',
      amPin: await encryptPin('1234'),
    });
    expect(right.body.status).toBe('success');
    // The first attempt can no longer be paid as well.
    const late = await authProcess(authorization, first, 'SMARTCASH', {
      paymentGateway: 'SMARTCASH_SECURE',
      amPin: await encryptPin('1234'),
    });
    expect(late.http).toBe(403);
    expect((await authInitiate(authorization, data)).http).toBe(403);
  });

  it('a payment that FAILED (712000005) or lacked airtime (712000002) can be initiated again on its OTP', async () => {
    const failed = (a: Answer) =>
      (a.body.result as { transactionStatus: string }).transactionStatus === 'FAILED';
    const short = (a: Answer) => a.body.statusCode === '1005';
    for (const [msisdn, unpaid] of [
      ['712000005', failed],
      ['712000002', short],
    ] as const) {
      const { authorization, uniqueCode } = await verifiedPaymentOtp(h, msisdn);
      const data = order(msisdn, 'AIRTIME', { uniqueCode });
      const first = transactionIdOf(await authInitiate(authorization, data));
      expect(unpaid(await authProcess(authorization, first, 'AIRTIME'))).toBe(true);
      const retry = await authInitiate(authorization, data);
      expect(retry.body.status).toBe('success');
      expect(transactionIdOf(retry)).not.toBe(first);
    }
  });
});
