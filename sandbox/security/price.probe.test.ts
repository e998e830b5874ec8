/**
 * Security probes of issue 30 items 1, 4 and 7, as a hostile tester sends them over HTTP: a
 * 30,000 TZS bundle paid by airtime at TZS 1, a dual-currency bundle at USD 0.01, USD and CDF
 * amounts without bound, a lower-case transaction type past the recharge minimum, airtime
 * settled "as M-Pesa" with no token or PIN, and a lure in accountId / invoiceNumber shown on a
 * SUCCESS receipt. Each passed on the lax sandbox; each is stated as a property the operator's
 * contract holds: the operator's price, one rail, only operator-validated text on a receipt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_PATHS } from '../control/contract.ts';
import { paymentSandbox, transactionIdOf, verifiedPaymentOtp } from '../tests/harness.ts';

const { h } = paymentSandbox();

const stored = async () =>
  ((await h.control(CONTROL_PATHS.transactions, 'GET')).body.result as unknown[]).length;
const airtimeOf = async (msisdn: string) =>
  (
    (await h.control(`/__sandbox/balances?msisdn=${msisdn}`, 'GET')).body.result as {
      airtime: number;
    }
  ).airtime;
const payment = (more: Record<string, unknown>) => ({
  countryCode: '255',
  currencyCode: 'TZS',
  emailId: 'a@b.co',
  mobileNumber: '712000001',
  paymentMobile: '0712000001',
  paymentMode: 'PG',
  paymentGateway: 'Selcom',
  ...more,
});
const RUNS = { numRuns: 40 };

/** 712000001's airtime before, and the answer to `what` sent as paid by AIRTIME through `rail`. */
async function payByAirtime(
  call: 'initiate' | 'authInitiate',
  what: Record<string, unknown>,
  rail: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const before = await airtimeOf('712000001');
  const answer = await h.call(call, {
    data: payment({ ...what, paymentMode: 'AIRTIME', ...rail }),
    headers,
  });
  return { before, answer };
}

// CONSENT-1, CONSENT-2, CONSENT-3: issue 30's rules, as properties of the operator's contract.
describe('the operator sets the price', () => {
  it('a 30,000 TZS bundle paid by airtime at TZS 1 is refused and the airtime stays', async () => {
    const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
    const { before, answer } = await payByAirtime(
      'authInitiate',
      { amount: 1, transactionType: 'PREPAID_BUNDLES', productCode: 'DATA_M_40GB' },
      { paymentGateway: '', uniqueCode },
      { Authorization: authorization },
    );
    expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
    expect(await airtimeOf('712000001')).toBe(before);
    expect(await stored()).toBe(0);
  });

  it('property: a catalogue bundle at any amount other than its price is refused, nothing stored', async () => {
    const prices: [string, string, number][] = [
      ['DATA_M_40GB', 'TZS', 30000],
      ['SMS_D_100', 'TZS', 200],
      ['DUAL_M_25GB', 'USD', 25],
      ['DUAL_M_25GB', 'CDF', 71250],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prices),
        fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0.01, 1, 1e13)),
        async ([productCode, currencyCode, price], amount) => {
          fc.pre(amount !== price);
          const answer = await h.call('initiate', {
            data: payment({
              amount,
              currencyCode,
              productCode,
              transactionType: 'PREPAID_BUNDLES',
              mobileNumber: '716000001',
            }),
          });
          expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
          expect(await stored()).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('property: USD and CDF typed amounts are bounded (TZS 1000000 at the rate: USD 384.61, CDF 1096153.84)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            currencyCode: fc.constant('USD'),
            amount: fc.integer({ min: 38462, max: 1e15 }),
          }),
          fc.record({
            currencyCode: fc.constant('CDF'),
            amount: fc.integer({ min: 109615385, max: 1e15 }),
          }),
        ),
        async ({ currencyCode, amount }) => {
          const answer = await h.call('initiate', {
            data: payment({
              amount: amount / 100,
              currencyCode,
              transactionType: 'PREPAID_RECHARGE',
            }),
          });
          expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
          // Past float precision the cents check refuses first; either way nothing passes.
          expect(String(answer.body.message)).toMatch(
            /^(Maximum amount should be (USD|CDF) |Invalid amount: (USD|CDF) amounts have at most 2 decimals)/,
          );
          expect(await stored()).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('property: a transaction type is one of the six the spec spells, exactly', async () => {
    const SPEC = [
      'PREPAID_RECHARGE',
      'POSTPAID_BILL',
      'PREPAID_BUNDLES',
      'POSTPAID_BUNDLES',
      'HBB_LEADS',
      'HBB_AIRTIME',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...SPEC).map((t) => t.toLowerCase()),
          fc.constantFrom(...SPEC).map((t) => ` ${t}`),
          fc.string({ maxLength: 30 }),
        ),
        async (transactionType) => {
          fc.pre(!SPEC.includes(transactionType) && transactionType.trim() !== '');
          const answer = await h.call('initiate', {
            data: payment({ amount: 100, transactionType }),
          });
          expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
          expect(await stored()).toBe(0);
        },
      ),
      RUNS,
    );
  });
});

describe('one rail per payment', () => {
  it('airtime initiated with gateway MPESA is refused: nothing to process, no SUCCESS, airtime untouched', async () => {
    const { before, answer } = await payByAirtime(
      'initiate',
      { amount: 1000, transactionType: 'PREPAID_RECHARGE' },
      { paymentGateway: 'MPESA' },
    );
    expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
    expect(transactionIdOf(answer)).toBe('');
    expect(await airtimeOf('712000001')).toBe(before);
  });

  it('property: only the pairs the portal sends are initiated', async () => {
    const MODES = ['PG', 'CARD', 'AIRTIME', 'TWIGA_MONEY', 'AM', 'SMARTCASH_SECURE', 'MPESA'];
    const GATEWAYS = [
      '',
      'Selcom',
      'Paystack',
      'PG',
      'MPESA',
      'TWIGA_MONEY',
      'SMARTCASH_SECURE',
      'AIRTIME',
    ];
    // The contract's pairs: a card mode with a card gateway; every other mode alone or with its own.
    const ALLOWED = new Set([
      ...['PG', 'CARD'].flatMap((m) => ['Selcom', 'Paystack', 'PG'].map((g) => `${m}|${g}`)),
      'AIRTIME|',
      'AIRTIME|AIRTIME',
      'TWIGA_MONEY|',
      'TWIGA_MONEY|TWIGA_MONEY',
      'AM|',
      'AM|TWIGA_MONEY',
      'SMARTCASH_SECURE|',
      'SMARTCASH_SECURE|SMARTCASH_SECURE',
      'MPESA|',
      'MPESA|MPESA',
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MODES),
        fc.constantFrom(...GATEWAYS),
        async (paymentMode, paymentGateway) => {
          const answer = await h.call('initiate', {
            data: payment({
              amount: 1000,
              transactionType: 'PREPAID_RECHARGE',
              paymentMode,
              paymentGateway,
            }),
          });
          expect(answer.body.status).toBe(
            ALLOWED.has(`${paymentMode}|${paymentGateway}`) ? 'success' : 'failure',
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a receipt shows only what the operator validated', () => {
  it("property: any accountId / invoiceNumber text that is not the operator's is refused, never stored", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant('REFUND PENDING - call +255 700 000 000 with your PIN'),
          fc.string({ minLength: 1, maxLength: 60 }),
        ),
        fc.constantFrom('accountId', 'invoiceNumber'),
        fc.constantFrom('POSTPAID_BILL', 'PREPAID_RECHARGE', 'HBB_LEADS'),
        async (lure, field, transactionType) => {
          fc.pre(lure.trim() !== '');
          const data = payment({
            amount: 350000,
            transactionType,
            productCode: transactionType === 'HBB_LEADS' ? 'HBB_BASIC' : undefined,
            accountId: 'PE0000000001',
            invoiceNumber: 'INV-2026-001',
            [field]: lure,
          });
          const answer = await h.call('initiate', { data });
          expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure' });
          expect(await stored()).toBe(0);
        },
      ),
      RUNS,
    );
  });
});
