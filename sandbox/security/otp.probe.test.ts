/**
 * OTP abuse probes (issue 13), as a hostile tester tries them over HTTP: flooding one number with
 * codes, guessing by rotating OTP sessions or number spellings, and replaying stale codes and
 * tokens. Each one got through the sandbox before OTP limits, lockout and expiry
 * (docs/sandbox.md "OTP limits, lockout and expiry").
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, verifiedPaymentOtp } from '../tests/harness.ts';
import { MINUTE, testClock, walletOrderOf712000001 } from '../tests/otpSupport.ts';

const clock = testClock();
const h = sandboxForFile({ now: clock.now });
const later = clock.later;

const sendTo = (msisdn: string) => h.call('paymentOtpSend', { data: { msisdn } });
const refIdOf = (a: { body: { result?: unknown } }) =>
  (a.body.result as { refId?: string } | undefined)?.refId ?? '';
const guess = (refId: string, otp: string) => h.call('paymentOtpVerify', { data: { refId, otp } });

describe('OTP abuse', () => {
  it('a flood of 60 sends at once to one number gets 5 codes out; the other 55 answer 502 max limit exhausted', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => sendTo('712000001')));
    expect(answers.filter((a) => a.http === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.http === 502);
    expect(refused).toHaveLength(55);
    expect(refused[0]?.body.message).toBe('max limit exhausted, please try after sometime.');
    // 60 requests at once: more than the 5 s default on a busy 2-core machine; a guard only.
  }, 20_000);

  it('spelling the number 712000001, 0712000001, 255712000001 and +255712000001 shares one limit', async () => {
    const spellings = ['712000001', '0712000001', '255712000001', '+255712000001'];
    for (const spelling of [...spellings, '0712000001']) await sendTo(spelling);
    for (const spelling of spellings) expect((await sendTo(spelling)).http).toBe(502);
  });

  it('resending one session over and over is the same limit: the sixth code answers 502', async () => {
    const refId = refIdOf(await sendTo('712000001'));
    const resends = [];
    for (let i = 0; i < 10; i++)
      resends.push((await h.call('paymentOtpResend', { data: { refId } })).http);
    expect(resends).toEqual([200, 200, 200, 200, 502, 502, 502, 502, 502, 502]);
  });

  it('guessing by rotating sessions: after 5 wrong codes over 5 sessions, even 123456 answers 2002', async () => {
    const answers = [];
    for (let session = 0; session < 5; session++) {
      const refId = refIdOf(await sendTo('712000001'));
      for (let g = 0; g < 5; g++) answers.push((await guess(refId, `00000${g}`)).body.statusCode);
    }
    expect(answers.filter((code) => code === '2003')).toHaveLength(4);
    expect(answers.slice(4).every((code) => code === '2002')).toBe(true);
    later(15 * MINUTE);
    const fresh = refIdOf(await sendTo('712000001'));
    expect((await guess(fresh, '123456')).body).toMatchObject({
      statusCode: '2002',
      message: 'Maximum attempts exhausted.',
    });
  });

  it('a code intercepted and used 10 minutes later answers 4001, not a token', async () => {
    const refId = refIdOf(await sendTo('712000001'));
    later(10 * MINUTE);
    const answer = await guess(refId, '123456');
    expect(answer.body).toMatchObject({ statusCode: '4001', status: 'failure' });
    expect(answer.body.result).toBeUndefined();
  });

  it('a token replayed an hour after verification is refused with 401 and pays nothing', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    later(60 * MINUTE);
    const answer = await h.call('authInitiate', {
      data: walletOrderOf712000001(uniqueCode),
      headers: { Authorization: authorization },
    });
    expect(answer.http).toBe(401);
    const stored = await h.control('/__sandbox/transactions', 'GET');
    expect(stored.body.result).toEqual([]);
  });
});
