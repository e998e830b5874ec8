/**
 * Security probes of "who pays" (issue 13 item 1), as a hostile but fair tester tries them over
 * HTTP: Mallory holds her own line 712000007 and its OTP codes, knows the public test numbers,
 * and wants 712000001's airtime or wallet to pay, or to lock that wallet. Each probe passed on the
 * lax sandbox (the money moved, the wallet locked) and is refused now (docs/sandbox.md "Who pays").
 */
import { describe, expect, it } from 'vitest';
import {
  initiateCard,
  paymentSandbox,
  transactionIdOf,
  RECHARGE_TZS_1000,
  verifiedPaymentOtp,
} from '../tests/harness.ts';

const { h, encryptPin } = paymentSandbox();

const VICTIM = '712000001';
const MALLORY = '712000007';

/** TZS 1000 charged to `payer` by `paymentMode`, as any caller may initiate it. */
const charge = (payer: string, paymentMode: string, more: Record<string, unknown> = {}) => ({
  ...RECHARGE_TZS_1000,
  mobileNumber: payer,
  paymentMobile: `0${payer}`,
  paymentMode,
  ...more,
});
const step = (transactionId: string, paymentMode: string, more: Record<string, unknown> = {}) => ({
  transactionId,
  isSubscriberRequest: true,
  paymentMode,
  proccessFlag: true,
  ...more,
});
const idOf = transactionIdOf;

const airtimeOf = async (msisdn: string) =>
  (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
    airtime: number;
  };
const transactionStatus = async (id: string) =>
  ((await h.call('status', { query: { tid: id } })).body.result as { transactionStatus: string })
    .transactionStatus;

describe("probe: taking 712000001's airtime", () => {
  it('through the plain process call, with no OTP at all: HTTP 401, the airtime stays 50000', async () => {
    const id = idOf(await h.call('initiate', { data: charge(VICTIM, 'AIRTIME') }));
    const answer = await h.call('process', { data: step(id, 'AIRTIME') });
    expect(answer.http).toBe(401);
    expect((await airtimeOf(VICTIM)).airtime).toBe(50000);
  });

  it("with Mallory's own verified OTP token on auth/initiate: HTTP 403, nothing stored", async () => {
    const mallory = await verifiedPaymentOtp(h, MALLORY);
    const answer = await h.call('authInitiate', {
      data: charge(VICTIM, 'AIRTIME', { uniqueCode: mallory.uniqueCode }),
      headers: { Authorization: mallory.authorization },
    });
    expect(answer.http).toBe(403);
    expect((await h.control('/__sandbox/transactions', 'GET')).body.result).toEqual([]);
  });

  it("initiated for Mallory's number, then processed naming paymentMobile 0712000001: HTTP 403, nobody debited", async () => {
    const mallory = await verifiedPaymentOtp(h, MALLORY);
    const headers = { Authorization: mallory.authorization };
    const data = charge(MALLORY, 'AIRTIME', { uniqueCode: mallory.uniqueCode });
    const id = idOf(await h.call('authInitiate', { data, headers }));
    const answer = await h.call('authProcess', {
      data: step(id, 'AIRTIME', { paymentMobile: `0${VICTIM}` }),
      headers,
    });
    expect(answer.http).toBe(403);
    expect((await airtimeOf(VICTIM)).airtime).toBe(50000);
    expect((await airtimeOf(MALLORY)).airtime).toBe(50000);
  });
});

describe("probe: paying from 712000001's wallet", () => {
  it('the right PIN through the plain process call, no OTP: HTTP 401, not settled', async () => {
    const id = idOf(await h.call('initiate', { data: charge(VICTIM, 'TWIGA_MONEY') }));
    const answer = await h.call('process', {
      data: step(id, 'TWIGA_MONEY', { amPin: await encryptPin('1234') }),
    });
    expect(answer.http).toBe(401);
    expect(await transactionStatus(id)).toBe('REQUEST_RAISED');
  });

  it('the wallet payment processed "as MPESA" to skip the PIN: HTTP 403, not settled', async () => {
    const id = idOf(await h.call('initiate', { data: charge(VICTIM, 'TWIGA_MONEY') }));
    const answer = await h.call('process', { data: step(id, 'MPESA') });
    expect(answer.http).toBe(403);
    expect(await transactionStatus(id)).toBe('REQUEST_RAISED');
  });

  it('a card initiation processed as a wallet debit, or as airtime: HTTP 403 both, nothing debited', async () => {
    const id = await initiateCard(h, VICTIM);
    const victim = await verifiedPaymentOtp(h, VICTIM);
    const headers = { Authorization: victim.authorization };
    const asWallet = await h.call('authProcess', {
      data: step(id, 'TWIGA_MONEY', { amPin: await encryptPin('1234') }),
      headers,
    });
    const asAirtime = await h.call('authProcess', { data: step(id, 'AIRTIME'), headers });
    expect([asWallet.http, asAirtime.http]).toEqual([403, 403]);
    expect((await airtimeOf(VICTIM)).airtime).toBe(50000);
    expect(await transactionStatus(id)).toBe('REQUEST_RAISED');
  });
});

describe("probe: locking 712000001's wallet", () => {
  it("five wrong PINs with no OTP, then five behind Mallory's token: the owner still pays with 1234", async () => {
    const plain = idOf(await h.call('initiate', { data: charge(VICTIM, 'TWIGA_MONEY') }));
    const wrong = async () => encryptPin('9999');
    for (let i = 0; i < 5; i++)
      expect(
        (await h.call('process', { data: step(plain, 'TWIGA_MONEY', { amPin: await wrong() }) }))
          .http,
      ).toBe(401);
    const mallory = await verifiedPaymentOtp(h, MALLORY);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await h.call('authProcess', {
            data: step(plain, 'TWIGA_MONEY', { amPin: await wrong() }),
            headers: { Authorization: mallory.authorization },
          })
        ).http,
      ).toBe(403);
    const owner = await verifiedPaymentOtp(h, VICTIM);
    const headers = { Authorization: owner.authorization };
    const data = charge(VICTIM, 'TWIGA_MONEY', { uniqueCode: owner.uniqueCode });
    const own = idOf(await h.call('authInitiate', { data, headers }));
    const paid = await h.call('authProcess', {
      data: step(own, 'TWIGA_MONEY', { amPin: await encryptPin('1234') }),
      headers,
    });
    expect(paid.body.result).toMatchObject({ transactionStatus: 'SUCCESS' });
  });
});
