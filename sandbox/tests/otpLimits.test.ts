/**
 * OTP limits, lockout and expiry (docs/sandbox.md "OTP limits, lockout and expiry"), on a sandbox
 * whose clock the test moves: sends are limited per number, wrong codes lock the number over all
 * its sessions, codes and tokens expire.
 */
import { describe, expect, it } from 'vitest';
import { BALANCE_REQUEST_TYPE } from '../../src/features/broadband/paymentData.ts';
import { sandboxForFile, verifiedPaymentOtp, type Answer } from './harness.ts';
import {
  invoiceOtp as invoice,
  MINUTE,
  paymentOtp as payment,
  testClock,
  type OtpFamily as Family,
  walletOrderOf712000001,
} from './otpSupport.ts';

const clock = testClock();
const h = sandboxForFile({ now: clock.now });
const later = clock.later;
const SECOND = 1000;

const LIMIT = {
  http: 502,
  body: {
    statusCode: 502,
    status: 'failure',
    message: 'max limit exhausted, please try after sometime.',
  },
};

const sendAnswer = (f: Family, msisdn = '712000001') =>
  h.call(f.send, { data: f.sendData(msisdn) });
const idOf = (f: Family, a: Answer) => (a.body.result as Record<string, string>)[f.idKey] ?? '';
const send = async (f: Family, msisdn = '712000001') => idOf(f, await sendAnswer(f, msisdn));
const resend = (f: Family, id: string) => h.call(f.resend, { data: { [f.idKey]: id } });
const verify = (f: Family, id: string, otp: string) =>
  h.call(f.verify, { data: { [f.idKey]: id, otp } });

describe.each([invoice, payment])('$name sends', (f) => {
  // OTP-13
  it('five sends to one number within 15 minutes go out; the sixth answers 502 max limit exhausted', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendAnswer(f)).body.status).toBe('success');
      later(2 * MINUTE);
    }
    expect(await sendAnswer(f)).toEqual(LIMIT);
    // Another number has its own count.
    expect((await sendAnswer(f, '712000004')).body.status).toBe('success');
  });

  it('resends count with sends: 3 sends and 2 resends, then a resend answers 502', async () => {
    const id = await send(f);
    await send(f);
    await send(f);
    expect((await resend(f, id)).body.status).toBe('success');
    expect((await resend(f, id)).body.status).toBe('success');
    expect(await resend(f, id)).toEqual(LIMIT);
    expect(await sendAnswer(f)).toEqual(LIMIT);
  });

  it('15 minutes after the first of five sends, the number can be sent a code again', async () => {
    for (let i = 0; i < 5; i++) await send(f);
    later(14 * MINUTE + 59 * SECOND);
    expect((await sendAnswer(f)).http).toBe(502);
    later(2 * SECOND);
    expect((await sendAnswer(f)).body.status).toBe('success');
  });

  // OTP-13: a refused send sends nothing, so it does not count: asking again and again while
  // over the limit does not push the end of the wait further out.
  it('sends refused at the limit do not count: 15 minutes after the first five, a send goes out again', async () => {
    for (let i = 0; i < 5; i++) await send(f);
    later(14 * MINUTE);
    for (let i = 0; i < 5; i++) expect(await sendAnswer(f)).toEqual(LIMIT);
    later(MINUTE + SECOND);
    expect((await sendAnswer(f)).body.status).toBe('success');
  });
});

describe('the send limit over every OTP service', () => {
  it('invoice, payment and home-broadband sends to one number share its five', async () => {
    await send(invoice);
    await send(invoice);
    await send(payment);
    await send(payment);
    const hbb = (data: Record<string, string>) =>
      h.call('sendOtpHbb', {
        data: {
          email: 'a@b.co',
          customerDetails: { fullName: 'Asha' },
          requestType: 'HBB',
          ...data,
        },
      });
    expect((await hbb({ msisdn: '712000001' })).body.status).toBe('success');
    expect(await hbb({ msisdn: '712000001' })).toEqual(LIMIT);
    expect(await sendAnswer(invoice)).toEqual(LIMIT);
  });

  it('an e-mail-only home-broadband OTP counts against the e-mail address', async () => {
    const hbb = (email: string) =>
      h.call('sendOtpHbb', {
        data: { email, customerDetails: { fullName: 'Asha' }, requestType: 'HBB' },
      });
    for (let i = 0; i < 5; i++)
      expect((await hbb('asha@example.co.tz')).body.status).toBe('success');
    expect(await hbb('asha@example.co.tz')).toEqual(LIMIT);
    expect((await hbb('juma@example.co.tz')).body.status).toBe('success');
  });

  it('the broadband balance OTP (query-balance with requestType) is a send too', async () => {
    for (let i = 0; i < 5; i++) await send(payment, '714000001');
    const asked = await h.call('queryBalance', {
      data: { msisdn: '714000001', requestType: BALANCE_REQUEST_TYPE },
    });
    expect(asked).toEqual(LIMIT);
  });
});

describe('lockout per number', () => {
  const wrongAnswer = (left: number) => ({
    statusCode: '2003',
    status: 'failure',
    message: 'Please enter correct OTP',
    result: { attemptsLeft: left },
  });
  const exhausted = {
    statusCode: '2002',
    status: 'failure',
    message: 'Maximum attempts exhausted.',
  };

  it('wrong codes count over all sessions of a number: 4, 3, 2, 1 left, then 2002, and a new session still answers 2002', async () => {
    const first = await send(payment);
    expect((await verify(payment, first, '000000')).body).toEqual(wrongAnswer(4));
    expect((await verify(payment, first, '000000')).body).toEqual(wrongAnswer(3));
    const second = await send(payment);
    expect((await verify(payment, second, '000000')).body).toEqual(wrongAnswer(2));
    // The invoice OTP of the same number shares the count.
    const third = await send(invoice);
    expect((await verify(invoice, third, '000000')).body).toEqual(wrongAnswer(1));
    expect((await verify(invoice, third, '000000')).body).toEqual(exhausted);
    const fresh = await send(payment);
    expect((await verify(payment, fresh, '123456')).body).toEqual(exhausted);
    // Another number is not locked.
    expect((await verify(payment, await send(payment, '712000004'), '123456')).body.status).toBe(
      'success',
    );
  });

  it('the lock lasts 30 minutes from the fifth wrong code; then the number starts again with 5', async () => {
    const id = await send(payment);
    for (let i = 0; i < 5; i++) await verify(payment, id, '000000');
    later(29 * MINUTE);
    expect((await verify(payment, await send(payment), '123456')).body).toEqual(exhausted);
    later(1 * MINUTE + 1 * SECOND);
    const after = await send(payment);
    expect((await verify(payment, after, '000000')).body).toEqual(wrongAnswer(4));
    expect((await verify(payment, after, '123456')).body.status).toBe('success');
  });

  it('a right code clears the wrong ones: the next session starts again from 4 left, the one after goes on at 3', async () => {
    const id = await send(payment);
    await verify(payment, id, '000000');
    await verify(payment, id, '000000');
    expect((await verify(payment, id, '123456')).body.status).toBe('success');
    expect((await verify(payment, await send(payment), '000000')).body).toEqual(wrongAnswer(4));
    // ...and from there the count goes on over sessions.
    expect((await verify(payment, await send(payment), '000000')).body).toEqual(wrongAnswer(3));
  });
});

describe('codes expire 5 minutes after they are sent', () => {
  const expired = {
    statusCode: '4001',
    status: 'failure',
    message: 'OTP expired. Please request a new OTP.',
  };

  it.each([invoice, payment])(
    '$name: 123456 verifies at 4:59; at 5:01 it answers 4001 OTP expired',
    async (f) => {
      const early = await send(f);
      const late = await send(f);
      later(4 * MINUTE + 59 * SECOND);
      expect((await verify(f, early, '123456')).body.status).toBe('success');
      later(2 * SECOND);
      expect((await verify(f, late, '123456')).body).toEqual(expired);
      // An expired code is not a guess: no attempt is spent.
      expect((await verify(f, late, '000000')).body).toEqual(expired);
    },
  );

  it('a resend gives the session a new code that lives 5 minutes, with its attempts kept', async () => {
    const id = await send(payment);
    await verify(payment, id, '000000');
    later(6 * MINUTE);
    expect((await verify(payment, id, '123456')).body.statusCode).toBe('4001');
    await resend(payment, id);
    later(4 * MINUTE);
    expect((await verify(payment, id, '000000')).body).toMatchObject({
      statusCode: '2003',
      result: { attemptsLeft: 3 },
    });
    expect((await verify(payment, id, '123456')).body.status).toBe('success');
  });
});

describe('an OTP session (access token and uniqueCode) lasts 15 minutes from verification', () => {
  const order = walletOrderOf712000001;

  it('a token initiates at 14:59; at 15:01 it is refused with 401 like an unknown one', async () => {
    const first = await verifiedPaymentOtp(h, '712000001');
    const second = await verifiedPaymentOtp(h, '712000001');
    later(14 * MINUTE + 59 * SECOND);
    const inTime = await h.call('authInitiate', {
      data: order(first.uniqueCode),
      headers: { Authorization: first.authorization },
    });
    expect(inTime.body.status).toBe('success');
    later(2 * SECOND);
    const tooLate = await h.call('authInitiate', {
      data: order(second.uniqueCode),
      headers: { Authorization: second.authorization },
    });
    expect(tooLate).toEqual({
      http: 401,
      body: { statusCode: 401, status: 'failure', message: 'Invalid or expired access token' },
    });
  });

  it("713000001's bill opens with its verified invoice OTP for 15 minutes, then answers 4001 Session expired", async () => {
    const otpId = await send(invoice, '713000001');
    expect((await verify(invoice, otpId, '123456')).body.status).toBe('success');
    const bill = () => h.call('bill', { data: { msisdn: '713000001', otpId } });
    later(14 * MINUTE + 59 * SECOND);
    expect((await bill()).body.result).toMatchObject({ totalOutstanding: 45500.5 });
    later(2 * SECOND);
    expect((await bill()).body).toMatchObject({
      statusCode: '4001',
      message: 'Session expired. Please verify the OTP again.',
    });
  });

  it('a balance query with an expired uniqueCode answers 4001 Session expired', async () => {
    const { uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const query = () => h.call('queryBalance', { data: { msisdn: '712000001', uniqueCode } });
    expect((await query()).body.status).toBe('success');
    later(15 * MINUTE + 1 * SECOND);
    expect((await query()).body).toMatchObject({
      statusCode: '4001',
      message: 'Session expired. Please verify the OTP again.',
    });
  });
});
