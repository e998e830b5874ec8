/**
 * The operator's price, one rail, validated receipt fields (issue 30 items 1, 4, 7): whatever
 * amount a request carries, a bundle, a home-broadband plan or an invoice is charged the
 * operator's price in its currency; typed amounts keep the config's bounds in every currency;
 * paymentMode and paymentGateway name one rail; accountId and invoiceNumber are the operator's.
 * Every refusal is a 400 with a message, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile, type Answer } from './harness.ts';

const h = sandboxForFile();

const payment = (more: Record<string, unknown>) => ({
  countryCode: '255',
  currencyCode: 'TZS',
  emailId: 'a@b.co',
  mobileNumber: '712000001',
  paymentMode: 'PG',
  paymentGateway: 'Selcom',
  ...more,
});
const stored = async () =>
  ((await h.control('/__sandbox/transactions', 'GET')).body.result as unknown[]).length;

/**
 * Initiates `data` and expects a 400 with `message` and no transaction stored; `offContract` says
 * why a payload the contract forbids is sent.
 */
async function refused(data: Record<string, unknown>, message: string, offContract?: string) {
  const before = await stored();
  const answer: Answer = await h.call('initiate', {
    data,
    ...(offContract ? { offContract } : {}),
  });
  expect(answer.body).toMatchObject({ statusCode: '400', status: 'failure', message });
  expect(answer.body.result).toBeUndefined();
  expect(await stored()).toBe(before);
}
const accepted = async (data: Record<string, unknown>) =>
  expect((await h.call('initiate', { data })).body).toMatchObject({ status: 'success' });
/** `data` without a paymentGateway: the portal names one for a card only (buildInitiation). */
const noGateway = (data: Record<string, unknown>) => {
  const { paymentGateway: _card, ...rest } = data;
  return rest;
};

// CONSENT-1.
describe('a bundle is charged its catalogue price', () => {
  const bundle = (amount: number, productCode = 'DATA_M_40GB', more = {}) =>
    payment({ amount, productCode, transactionType: 'PREPAID_BUNDLES', ...more });

  it('Mwezi Data 40GB is TZS 30000: TZS 1 and TZS 29999 are refused, 30000 taken', async () => {
    await refused(bundle(1), 'Amount must be the price: TZS 30000');
    await refused(bundle(29999), 'Amount must be the price: TZS 30000');
    await accepted(bundle(30000));
  });

  it('a TZS bundle is not sold in USD or CDF', async () => {
    await refused(
      bundle(300, 'DATA_M_40GB', { currencyCode: 'USD' }),
      'This product is priced in TZS, not USD',
    );
  });

  it('refuses an unknown product code and a bundle payment without one', async () => {
    await refused(bundle(1000, 'DATA_FREE_1TB'), 'Unknown product code');
    await refused(
      payment({ amount: 1000, transactionType: 'PREPAID_BUNDLES' }),
      'Missing field productCode',
    );
  });

  it('the postpaid catalogue too: Postpaid Data Add-on 20GB is TZS 20000', async () => {
    const post = (amount: number) =>
      bundle(amount, 'POST_DATA_20GB', {
        transactionType: 'POSTPAID_BUNDLES',
        mobileNumber: '713000001',
      });
    await refused(post(2000), 'Amount must be the price: TZS 20000');
    await accepted(post(20000));
  });
});

describe("transaction types are the spec's, matched exactly", () => {
  it.each(['prepaid_recharge', 'Prepaid_Recharge', 'GIFT', 'BILL_PAYMENT'])(
    'refuses %s',
    async (transactionType) => {
      await refused(
        payment({ amount: 100, transactionType }),
        'Unknown transaction type',
        "a transaction type that is not the spec's",
      );
    },
  );
});

describe('typed amounts keep their bounds in every currency (TZS at USD 1 = TZS 2600 = CDF 2850)', () => {
  const recharge = (amount: number, currencyCode: string) =>
    payment({ amount, currencyCode, transactionType: 'PREPAID_RECHARGE' });

  it('a prepaid recharge in USD is 0.2 to 384.61', async () => {
    await refused(recharge(0.19, 'USD'), 'Minimum amount should be USD 0.2');
    await refused(recharge(384.62, 'USD'), 'Maximum amount should be USD 384.61');
    await refused(recharge(1e13, 'USD'), 'Maximum amount should be USD 384.61');
    await accepted(recharge(0.2, 'USD'));
    await accepted(recharge(384.61, 'USD'));
  });

  it('a prepaid recharge in CDF is 548.08 to 1096153.84', async () => {
    await refused(recharge(548.07, 'CDF'), 'Minimum amount should be CDF 548.08');
    await refused(recharge(1e13, 'CDF'), 'Maximum amount should be CDF 1096153.84');
    await accepted(recharge(548.08, 'CDF'));
  });

  it('a postpaid bill in USD is 0.39 to 1923.07', async () => {
    const bill = (amount: number) =>
      payment({
        amount,
        currencyCode: 'USD',
        transactionType: 'POSTPAID_BILL',
        mobileNumber: '713000001',
      });
    await refused(bill(1923.08), 'Maximum amount should be USD 1923.07');
    await accepted(bill(1923.07));
  });
});

// CONSENT-3.
describe('an invoice is paid at its outstanding amount, for its account', () => {
  const invoice = (amount: number, accountId: unknown, invoiceNumber: unknown) =>
    payment({ amount, accountId, invoiceNumber, transactionType: 'POSTPAID_BILL' });

  it('INV-2026-001 of PE0000000001 is TZS 350000', async () => {
    await refused(
      invoice(1000, 'PE0000000001', 'INV-2026-001'),
      'Amount must be the price: TZS 350000',
    );
    await accepted(invoice(350000, 'PE0000000001', 'INV-2026-001'));
  });

  it('refuses free text as the account or invoice number (it would show on the receipt)', async () => {
    const lure = 'REFUND PENDING - call +255 700 000 000 with your PIN';
    await refused(invoice(350000, lure, 'INV-2026-001'), 'Invalid Account Number');
    await refused(invoice(350000, 'PE0000000001', lure), 'Unknown invoice number for this account');
    await refused(
      invoice(350000, 'EP0000000002', 'INV-2026-001'),
      'Unknown invoice number for this account',
    );
  });

  it('an account id or invoice number on any other payment is refused', async () => {
    const lure = 'REFUND PENDING - call +255 700 000 000 with your PIN';
    await refused(
      payment({ amount: 1000, transactionType: 'PREPAID_RECHARGE', accountId: lure }),
      'An account id goes with an invoice or a lead only',
    );
    await refused(
      payment({ amount: 1000, transactionType: 'PREPAID_RECHARGE', invoiceNumber: lure }),
      'An invoice number goes with a POSTPAID_BILL payment only',
    );
  });
});

describe('a home-broadband payment is charged its plan', () => {
  const lead = (amount: number, more = {}) =>
    noGateway(payment({ amount, transactionType: 'HBB_LEADS', paymentMode: 'MPESA', ...more }));

  it('Home Basic is TZS 55000; an unknown lead id is refused', async () => {
    await refused(lead(1, { productCode: 'HBB_BASIC' }), 'Amount must be the price: TZS 55000');
    await refused(lead(55000, { productCode: 'DATA_M_40GB' }), 'Unknown product code');
    await refused(lead(55000, { accountId: 'LEAD-call-me' }), 'Unknown lead id');
    await accepted(lead(55000, { productCode: 'HBB_BASIC' }));
  });
});

// CONSENT-2.
describe('paymentMode and paymentGateway name one rail', () => {
  /** A TZS 1000 recharge by `paymentMode`; without `paymentGateway` as the wallets send it. */
  const recharge = (paymentMode: string, paymentGateway?: string) => {
    const data = payment({ amount: 1000, transactionType: 'PREPAID_RECHARGE', paymentMode });
    return paymentGateway === undefined ? noGateway(data) : { ...data, paymentGateway };
  };
  // The contract's paymentGateway is a name or no field at all (the wallets send none).
  const off = (gateway: string) => (gateway ? undefined : 'an empty paymentGateway');
  const mismatch =
    'paymentMode and paymentGateway must name one payment method (a card payment names its gateway)';

  it.each([
    ['AIRTIME', 'MPESA'],
    ['PG', 'MPESA'],
    ['TWIGA_MONEY', 'MPESA'],
    ['MPESA', 'Selcom'],
    ['AIRTIME', 'Paystack'],
    ['SMARTCASH_SECURE', 'TWIGA_MONEY'],
    ['PG', ''],
  ])('refuses mode %s with gateway "%s"', async (mode, gateway) => {
    await refused(recharge(mode, gateway), mismatch, off(gateway));
  });

  it.each([
    ['PG', 'Selcom'],
    ['PG', 'Paystack'],
    ['AIRTIME', undefined],
    ['TWIGA_MONEY', undefined],
    ['AM', 'TWIGA_MONEY'],
    ['SMARTCASH_SECURE', undefined],
    ['SMARTCASH_SECURE', 'SMARTCASH_SECURE'],
    ['MPESA', undefined],
  ])('takes mode %s with gateway %s (the pairs the portal sends)', async (mode, gateway) => {
    await accepted(recharge(mode, gateway));
  });
});
