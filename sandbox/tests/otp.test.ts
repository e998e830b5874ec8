import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './harness.ts';
import { invoiceOtp, paymentOtp } from './otpSupport.ts';

const h = sandboxForFile();

const families = [invoiceOtp, paymentOtp];

describe.each(families)('$name', (f) => {
  const send = async (msisdn = '712000001') =>
    ((await h.call(f.send, { data: f.sendData(msisdn) })).body.result as Record<string, string>)[
      f.idKey
    ] as string;
  const verify = (id: string, otp: string) => h.call(f.verify, { data: { [f.idKey]: id, otp } });

  it('123456 is correct', async () => {
    const answer = await verify(await send(), '123456');
    expect(answer.body).toMatchObject({ statusCode: 200, status: 'success' });
  });

  // OTP-3, OTP-13
  it('wrong codes answer 2003 with attempts left 4, 3, 2, 1, then 2002 on the fifth', async () => {
    const id = await send();
    for (const left of [4, 3, 2, 1]) {
      const answer = await verify(id, '000000');
      expect(answer.http).toBe(200);
      expect(answer.body).toMatchObject({
        statusCode: '2003',
        status: 'failure',
        result: { attemptsLeft: left },
      });
    }
    expect((await verify(id, '000000')).body).toMatchObject({
      statusCode: '2002',
      status: 'failure',
    });
    expect((await verify(id, '123456')).body.statusCode).toBe('2002');
  });

  it('resend keeps the session', async () => {
    const id = await send();
    const resent = await h.call(f.resend, { data: { [f.idKey]: id } });
    expect((resent.body.result as Record<string, string>)[f.idKey]).toBe(id);
    expect((await verify(id, '123456')).body.status).toBe('success');
  });

  // OTP-13
  it('712000006 send and resend answer HTTP 502 with the limit message', async () => {
    const expected = {
      statusCode: 502,
      status: 'failure',
      message: 'max limit exhausted, please try after sometime.',
    };
    const sent = await h.call(f.send, { data: f.sendData('712000006') });
    expect(sent).toEqual({ http: 502, body: expected });
    const resent = await h.call(f.resend, { data: { [f.idKey]: 'unknown', msisdn: '712000006' } });
    expect(resent).toEqual({ http: 502, body: expected });
  });
});

describe('payment OTP verification result', () => {
  // OTP-12
  it('returns uniqueCode, tokenType Bearer and an accessToken', async () => {
    const sent = await h.call('paymentOtpSend', { data: { msisdn: '712000001' } });
    const refId = (sent.body.result as { refId: string }).refId;
    const answer = await h.call('paymentOtpVerify', {
      data: { refId, otp: '123456', username: '712000001', paymentMode: 'TWIGA_MONEY' },
    });
    expect(answer.body.result).toMatchObject({
      tokenType: 'Bearer',
      uniqueCode: expect.any(String),
      accessToken: expect.any(String),
    });
  });
});
