/**
 * OTP sends capped per client and overall, and owners told when their number is silenced
 * (issue 30, item 7; docs/sandbox.md "OTP limits, lockout and expiry"). Each loopback address is
 * another client (fromClient.ts); the sandbox clock moves instead of waiting.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, type Answer } from './harness.ts';
import { callFrom } from './fromClient.ts';
import { MINUTE, testClock } from './otpSupport.ts';

const clock = testClock();
const h = sandboxForFile({ now: clock.now });

/** The n-th of 100 numbers no one else uses: 713000100 ... 713000199. */
const number = (n: number) => `7130001${String(n).padStart(2, '0')}`;
const sendFrom = (address: string, msisdn: string) =>
  callFrom(h, address, 'paymentOtpSend', { msisdn });

const CLIENT_CAP = {
  http: 502,
  body: {
    statusCode: 502,
    status: 'failure',
    message: 'Too many OTP requests from this device. Please try again in 15 minutes.',
  },
};
const OVERALL_CAP = {
  http: 502,
  body: {
    statusCode: 502,
    status: 'failure',
    message: 'The OTP service is busy. Please try again in a few minutes.',
  },
};

const statuses = (answers: Answer[]) => answers.map((a) => a.http);

async function sendMany(address: string, first: number, count: number): Promise<Answer[]> {
  const answers = [];
  for (let i = first; i < first + count; i++) answers.push(await sendFrom(address, number(i)));
  return answers;
}

const notices = async (msisdn: string) =>
  (await h.control(`/__sandbox/sms?msisdn=${msisdn}`, 'GET')).body.result as {
    msisdn: string;
    kind: string;
    text: string;
  }[];

// CONSENT-9: issue 30's rules, as properties of the operator's contract.
describe('OTP sends per client', () => {
  it('one client gets codes to 20 numbers in 15 minutes; the 21st answers 502', async () => {
    expect(statuses(await sendMany('127.0.0.2', 0, 20))).toEqual(Array(20).fill(200));
    expect(await sendFrom('127.0.0.2', number(20))).toEqual(CLIENT_CAP);
    expect(await sendFrom('127.0.0.2', number(21))).toEqual(CLIENT_CAP);
    // Another client is not held back by the first one's flood.
    expect((await sendFrom('127.0.0.3', number(20))).http).toBe(200);
  });

  it('the cap counts resends, and lifts 15 minutes after the sends', async () => {
    const sent = await sendFrom('127.0.0.2', '712000001');
    const refId = (sent.body.result as { refId: string }).refId;
    for (let i = 0; i < 4; i++)
      expect((await callFrom(h, '127.0.0.2', 'paymentOtpResend', { refId })).http).toBe(200);
    expect(statuses(await sendMany('127.0.0.2', 0, 15))).toEqual(Array(15).fill(200));
    expect(await sendFrom('127.0.0.2', number(15))).toEqual(CLIENT_CAP);
    clock.later(15 * MINUTE + 1);
    expect((await sendFrom('127.0.0.2', number(15))).http).toBe(200);
  });

  it('all clients together get 100 codes in 15 minutes; the 101st answers 502', async () => {
    for (let c = 0; c < 5; c++) {
      const answers = await sendMany(`127.0.1.${c + 1}`, c * 20, 20);
      expect(statuses(answers)).toEqual(Array(20).fill(200));
    }
    expect(await sendFrom('127.0.1.9', '712000001')).toEqual(OVERALL_CAP);
    clock.later(15 * MINUTE + 1);
    expect((await sendFrom('127.0.1.9', '712000001')).http).toBe(200);
  });
});

describe("a silenced number's owner is told by SMS", () => {
  const SEND_LIMIT_TEXT =
    'Twiga: 5 verification codes were requested for your number, so no more will be sent for 15 minutes. If this was not you, call 100.';
  const LOCKED_TEXT =
    'Twiga: after 5 wrong codes, verification for your number is locked for 30 minutes. If this was not you, call 100.';

  it("a stranger's 5 sends to 712000001 use up its codes and text its owner once", async () => {
    for (let i = 0; i < 8; i++) await sendFrom('127.0.0.7', '712000001');
    expect(await notices('712000001')).toEqual([
      expect.objectContaining({
        msisdn: '712000001',
        kind: 'otp-send-limit',
        text: SEND_LIMIT_TEXT,
      }),
    ]);
    expect(await notices('712000002')).toEqual([]);
  });

  it("a stranger's 5 wrong codes lock 712000001 and text its owner", async () => {
    const sent = await sendFrom('127.0.0.7', '712000001');
    const refId = (sent.body.result as { refId: string }).refId;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await callFrom(h, '127.0.0.7', 'paymentOtpVerify', { refId, otp: `00000${i}` })).body
          .statusCode,
      );
    expect(answers).toEqual(['2003', '2003', '2003', '2003', '2002']);
    expect(await notices('712000001')).toEqual([
      expect.objectContaining({ kind: 'otp-locked', text: LOCKED_TEXT }),
    ]);
  });

  it('a send within the limit texts nothing', async () => {
    for (let i = 0; i < 4; i++) await sendFrom('127.0.0.7', '712000001');
    expect(await notices('712000001')).toEqual([]);
  });
});
