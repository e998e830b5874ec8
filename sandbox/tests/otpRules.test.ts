/**
 * The sandbox's OTP rules at their edges (docs/sandbox.md "OTP limits, lockout and expiry"): a code
 * lives 5 minutes, a lock 30 minutes, wrong codes count for 30 minutes, per number and per session,
 * and a session answers only to its own OTP service. The clock is the test's, to the millisecond.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, type Answer } from './harness.ts';
import {
  invoiceOtp as invoice,
  MINUTE,
  paymentOtp as payment,
  testClock,
  type OtpFamily as Family,
} from './otpSupport.ts';

const clock = testClock();
const h = sandboxForFile({ now: clock.now });
const later = clock.later;

const idOf = (f: Family, a: Answer) => (a.body.result as Record<string, string>)[f.idKey] ?? '';
const send = async (f: Family, msisdn = '712000001') =>
  idOf(f, await h.call(f.send, { data: f.sendData(msisdn) }));
const verify = async (f: Family, id: string, otp: string) =>
  (await h.call(f.verify, { data: { [f.idKey]: id, otp } })).body;

const wrong = (left: number) => ({
  statusCode: '2003',
  status: 'failure',
  message: 'Please enter correct OTP',
  result: { attemptsLeft: left },
});
const exhausted = { statusCode: '2002', status: 'failure', message: 'Maximum attempts exhausted.' };
const notFound = {
  statusCode: '4001',
  status: 'failure',
  message: 'OTP session not found. Please request a new OTP.',
};

describe('a code lives 5 minutes from its send', () => {
  it('123456 verifies at exactly 5:00', async () => {
    const id = await send(payment);
    later(5 * MINUTE);
    expect((await verify(payment, id, '123456')).status).toBe('success');
  });

  it('and answers 4001 OTP expired 1 ms later', async () => {
    const id = await send(payment);
    later(5 * MINUTE + 1);
    expect(await verify(payment, id, '123456')).toMatchObject({
      statusCode: '4001',
      message: 'OTP expired. Please request a new OTP.',
    });
  });
});

describe('the lock of 30 minutes after the fifth wrong code', () => {
  it('still answers 2002 1 ms before 30:00 and lets the number verify at 30:00', async () => {
    const id = await send(payment);
    for (let i = 0; i < 5; i += 1) await verify(payment, id, '000000');
    later(30 * MINUTE - 1);
    expect(await verify(payment, await send(payment), '123456')).toEqual(exhausted);
    later(1);
    // The lock stood for those five: the number starts again from 5, so a wrong code leaves 4.
    const after = await send(payment);
    expect(await verify(payment, after, '000000')).toEqual(wrong(4));
    expect((await verify(payment, after, '123456')).status).toBe('success');
  });
});

describe('wrong codes count for the number over the last 30 minutes', () => {
  it('four wrong codes 30 minutes ago no longer count: a new session starts again from 4 left', async () => {
    const id = await send(payment);
    for (let i = 0; i < 4; i += 1) await verify(payment, id, '000000');
    later(30 * MINUTE + 1);
    expect(await verify(payment, await send(payment), '000000')).toEqual(wrong(4));
  });

  it('four wrong codes 29 minutes ago still count: the next wrong code locks the number', async () => {
    const id = await send(payment);
    for (let i = 0; i < 4; i += 1) await verify(payment, id, '000000');
    later(29 * MINUTE);
    expect(await verify(payment, await send(payment), '000000')).toEqual(exhausted);
  });
});

describe('a session keeps its own count of wrong codes', () => {
  it('after a right code elsewhere cleared the number, the session goes on from its own count and stops at 5', async () => {
    const first = await send(payment);
    expect(await verify(payment, first, '000000')).toEqual(wrong(4));
    expect(await verify(payment, first, '000000')).toEqual(wrong(3));
    // A right code in another session clears the number's count, not this session's.
    expect((await verify(payment, await send(payment), '123456')).status).toBe('success');
    expect(await verify(payment, first, '000000')).toEqual(wrong(2));
    expect(await verify(payment, first, '000000')).toEqual(wrong(1));
    expect(await verify(payment, first, '000000')).toEqual(exhausted);
    // Its 5 are spent: even the right code is refused there...
    expect(await verify(payment, first, '123456')).toEqual(exhausted);
    // ...while the number itself is not locked.
    expect((await verify(payment, await send(payment), '123456')).status).toBe('success');
  });
});

describe('a session answers only to its own OTP service', () => {
  it('a payment OTP session verified as an invoice OTP (and the other way) is not found', async () => {
    const paymentId = await send(payment);
    const invoiceId = await send(invoice);
    expect(await verify(invoice, paymentId, '123456')).toEqual(notFound);
    expect(await verify(payment, invoiceId, '123456')).toEqual(notFound);
    expect(await verify(payment, 'NO-SUCH-SESSION', '123456')).toEqual(notFound);
    // Neither try spent a guess: both sessions still verify.
    expect((await verify(payment, paymentId, '123456')).status).toBe('success');
    expect((await verify(invoice, invoiceId, '123456')).status).toBe('success');
  });
});
