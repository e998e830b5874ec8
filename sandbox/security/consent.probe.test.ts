/**
 * Consent probes (issue 30 items 2, 3 and 6), as a hostile but fair tester tries them over HTTP:
 * Mallory holds her own line 712000007, her own mailbox and its codes, knows the public test
 * numbers, and wants 712000001's balance read, its airtime spent through an e-mail OTP, or one
 * OTP of 712000001's (taken once, e.g. by a look over the shoulder) to pay again and again. Each
 * probe got through the sandbox before the rule (docs/sandbox.md "Who pays: OTP, PIN and the
 * payer") and is refused now. The contract: money moves and a balance shows only behind the OTP
 * of that very number, once per payment.
 */
import { describe, expect, it } from 'vitest';
import {
  paymentSandbox,
  RECHARGE_TZS_1000,
  transactionIdOf,
  verifiedPaymentOtp,
  type Answer,
} from '../tests/harness.ts';

const { h } = paymentSandbox();

const VICTIM = '712000001';
const MALLORY = '712000007';
const SPELLINGS = ['0712000001', '+255712000001', '255712000001', '712000001', '07 12 000 001'];

const airtimeOf = async (msisdn: string) =>
  (
    (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
      airtime: number;
    }
  ).airtime;
const storedCount = async () =>
  ((await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[]).length;
const hbbOtp = (email: string) =>
  h.call('sendOtpHbb', {
    data: { email, customerDetails: { fullName: 'Mallory' }, requestType: 'HBB' },
  });
const refIdOf = (a: Answer) => (a.body.result as { refId?: string } | undefined)?.refId;
const airtimeCharge = (more: Record<string, unknown>) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: VICTIM,
  paymentMobile: `0${VICTIM}`,
  paymentMode: 'AIRTIME',
  ...more,
});
const processAirtime = (transactionId: string, authorization: string) =>
  h.call('authProcess', {
    data: { transactionId, isSubscriberRequest: true, paymentMode: 'AIRTIME', proccessFlag: true },
    headers: { Authorization: authorization },
  });

// CONSENT-4, CONSENT-6, CONSENT-7: issue 30's rules, as properties of the operator's contract.
describe("probe: 712000001's airtime through an e-mail OTP", () => {
  it('no spelling of 712000001 as the "email" of send-otp-hbb gets a code: 400 each, no refId, its send limit untouched', async () => {
    for (const email of SPELLINGS) {
      const answer = await hbbOtp(email);
      expect(answer.body.statusCode).toBe('400');
      expect(refIdOf(answer)).toBeUndefined();
    }
    for (let i = 0; i < 5; i++)
      expect((await h.call('paymentOtpSend', { data: { msisdn: VICTIM } })).http).toBe(200);
  });

  it('with 712000001 locked by five wrong codes, its number as an e-mail gets no code around the lock', async () => {
    const refId = refIdOf(await h.call('paymentOtpSend', { data: { msisdn: VICTIM } })) ?? '';
    for (let i = 0; i < 5; i++)
      await h.call('paymentOtpVerify', { data: { refId, otp: '000000' } });
    for (const email of SPELLINGS) expect(refIdOf(await hbbOtp(email))).toBeUndefined();
  });

  it("Mallory's own verified e-mail OTP pays nothing of 712000001: 403, nothing stored, airtime 50000", async () => {
    const refId = refIdOf(await hbbOtp('mallory@example.com')) ?? '';
    const r = (await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } })).body
      .result as { uniqueCode: string; tokenType: string; accessToken: string };
    const answer = await h.call('authInitiate', {
      data: airtimeCharge({ uniqueCode: r.uniqueCode, txnId: 'mallory-1' }),
      headers: { Authorization: `${r.tokenType} ${r.accessToken}` },
    });
    expect(answer.http).toBe(403);
    expect(await storedCount()).toBe(0);
    expect(await airtimeOf(VICTIM)).toBe(50000);
  });
});

describe("probe: reading 712000001's balance", () => {
  it('without its own verified OTP, no spelling and no other uniqueCode shows a balance', async () => {
    const mallory = await verifiedPaymentOtp(h, MALLORY);
    const unverified = refIdOf(await h.call('paymentOtpSend', { data: { msisdn: VICTIM } }));
    for (const msisdn of SPELLINGS)
      for (const uniqueCode of [undefined, '', mallory.uniqueCode, unverified, 'UC1']) {
        const answer = await h.call('queryBalance', {
          data: { msisdn, ...(uniqueCode === undefined ? {} : { uniqueCode }) },
        });
        expect(answer.body.status).toBe('failure');
        expect(JSON.stringify(answer.body)).not.toContain('queryBalanceResult');
      }
  });
});

describe("probe: one OTP of 712000001's, many payments", () => {
  it('ten payments of different amounts on one token: one is paid, the airtime falls by TZS 1000 only', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, VICTIM);
    for (let i = 0; i < 10; i++) {
      const init = await h.call('authInitiate', {
        data: airtimeCharge({ uniqueCode, txnId: `again-${i}`, amount: 1000 + 100 * i }),
        headers: { Authorization: authorization },
      });
      const id = transactionIdOf(init);
      if (id) await processAirtime(id, authorization);
    }
    expect(await airtimeOf(VICTIM)).toBe(49000);
  });

  it('five payments initiated without a token, each processed with one token: one is paid', async () => {
    const { authorization } = await verifiedPaymentOtp(h, VICTIM);
    for (let i = 0; i < 5; i++) {
      const id = transactionIdOf(
        await h.call('initiate', { data: airtimeCharge({ txnId: `p-${i}` }) }),
      );
      await processAirtime(id, authorization);
    }
    expect(await airtimeOf(VICTIM)).toBe(49000);
  });
});
