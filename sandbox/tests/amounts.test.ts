/**
 * Amounts as the operator's payment service takes them (issue 13, item 1): a JSON number, finite,
 * whole shillings for TZS within the portal config's bounds (prepaid recharge 500..1000000,
 * postpaid bill 1000..5000000), cents at most for the dual-currency USD and CDF; balances are
 * whole shillings. Every test number's payments of ../shared/sandbox-test-data.md still pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { openDb } from '../core/db.ts';
import { fullPath } from '../core/mount.ts';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { APP_HEADERS, sandboxForFile, type Answer } from './harness.ts';

const h = sandboxForFile();

/** A card payment for 712000001 of `amount` as `transactionType`, with `more` fields. */
const card = (amount: unknown, transactionType = 'PREPAID_RECHARGE', more = {}) => ({
  amount,
  countryCode: '255',
  currencyCode: 'TZS',
  transactionType,
  emailId: 'a@b.co',
  mobileNumber: '712000001',
  paymentMode: 'PG',
  paymentGateway: 'Selcom',
  ...more,
});
/** An initiation; `offContract` says why one breaks the contract on purpose (CONTRACT-3). */
const initiate = (data: Record<string, unknown>, offContract?: string) =>
  h.call('initiate', { data, offContract });
const refusedWith = (message: string) => ({ statusCode: '400', status: 'failure', message });
const accepted = (answer: Answer) => expect(answer.body).toMatchObject({ status: 'success' });

/** Initiation with the amount written as raw JSON text (numbers JSON.stringify cannot write). */
async function initiateRaw(amountJson: string): Promise<Answer['body']> {
  const body = JSON.stringify({ data: card(0) }).replace('"amount":0', `"amount":${amountJson}`);
  const res = await h.raw(fullPath(endpoints.initiate), {
    method: 'POST',
    headers: {
      ...APP_HEADERS,
      'Content-Type': 'application/json',
      [CONTRACT_OFF_HEADER]: 'an amount the contract forbids (amount-form), to see the refusal',
    },
    body,
  });
  return (await res.json()) as Answer['body'];
}

describe('the amount of an initiation', () => {
  it.each([
    ['1e999 (Infinity once parsed)', '1e999', 'Invalid amount: a number is required'],
    ['the string "Infinity"', '"Infinity"', 'Invalid amount: a number is required'],
    ['the string "0x10"', '"0x10"', 'Invalid amount: a number is required'],
    ['the string "1000"', '"1000"', 'Invalid amount: a number is required'],
    ['null', 'null', 'Missing field amount'],
    ['0', '0', 'Invalid amount: it must be more than 0'],
    ['-1000', '-1000', 'Invalid amount: it must be more than 0'],
    ['0.0001', '0.0001', 'Invalid amount: TZS amounts are whole shillings'],
    ['1000.5', '1000.5', 'Invalid amount: TZS amounts are whole shillings'],
  ])('refuses %s', async (_, amountJson, message) => {
    expect(await initiateRaw(amountJson)).toMatchObject(refusedWith(message));
  });

  // REC-7, REC-15
  it('holds a prepaid recharge within TZS 500 to 1000000', async () => {
    expect((await initiate(card(499))).body).toMatchObject(
      refusedWith('Minimum amount should be TZS 500'),
    );
    expect((await initiate(card(1000001))).body).toMatchObject(
      refusedWith('Maximum amount should be TZS 1000000'),
    );
    expect((await initiate(card(1e15))).body).toMatchObject(
      refusedWith('Maximum amount should be TZS 1000000'),
    );
    accepted(await initiate(card(500)));
    accepted(await initiate(card(1000000)));
  });

  // REC-7, REC-15
  it('holds a postpaid bill within TZS 1000 to 5000000; the rounded-up bill of 713000001 passes', async () => {
    const bill = (amount: number) => card(amount, 'POSTPAID_BILL', { mobileNumber: '713000001' });
    expect((await initiate(bill(999))).body).toMatchObject(
      refusedWith('Minimum amount should be TZS 1000'),
    );
    expect((await initiate(bill(5000001))).body).toMatchObject(
      refusedWith('Maximum amount should be TZS 5000000'),
    );
    accepted(await initiate(bill(45501)));
    accepted(await initiate(bill(12000)));
  });

  // API-10
  it('follows the portal config: a lowered prepaid minimum lets TZS 100 through', async () => {
    expect((await initiate(card(100))).body).toMatchObject(
      refusedWith('Minimum amount should be TZS 500'),
    );
    await h.control('/__sandbox/config', 'PATCH', { preMinAmnt: 100 });
    accepted(await initiate(card(100)));
  });

  it('takes catalogue prices below the recharge minimum (SMS 100 Siku, TZS 200) and a home-broadband plan at its price', async () => {
    accepted(await initiate(card(200, 'PREPAID_BUNDLES', { productCode: 'SMS_D_100' })));
    accepted(await initiate(card(120000, 'HBB_LEADS', { productCode: 'HBB_UNL' })));
  });

  it('takes a fixed-internet invoice (POSTPAID_BILL with an invoice number) at its amount', async () => {
    const invoice = card(412500, 'POSTPAID_BILL', {
      accountId: 'PE0000000001',
      invoiceNumber: 'INV-2026-003',
    });
    accepted(await initiate(invoice));
  });

  // PAY-7: Dual Currency Data 25GB is TZS 2500, USD 25, CDF 71250 (USD 25 at 2850).
  it('takes the dual-currency bundle at USD 25 or CDF 71250 only', async () => {
    const dual = (amount: number, currencyCode: string) =>
      card(amount, 'PREPAID_BUNDLES', {
        currencyCode,
        mobileNumber: '716000001',
        productCode: 'DUAL_M_25GB',
      });
    accepted(await initiate(dual(25, 'USD')));
    accepted(await initiate(dual(71250, 'CDF')));
    expect((await initiate(dual(25.5, 'USD'))).body).toMatchObject(
      refusedWith('Amount must be the price: USD 25'),
    );
    expect((await initiate(dual(0.01, 'USD'))).body).toMatchObject(
      refusedWith('Amount must be the price: USD 25'),
    );
    expect((await initiate(dual(25.005, 'USD'))).body).toMatchObject(
      refusedWith('Invalid amount: USD amounts have at most 2 decimals'),
    );
    expect(
      (await initiate(dual(25, 'EUR'), 'a currency the contract does not list, to see the refusal'))
        .body,
    ).toMatchObject(refusedWith('Unsupported currency EUR (TZS, USD or CDF)'));
  });

  it('takes airtime payments in TZS only (the airtime balance is whole shillings)', async () => {
    const airtime = (currencyCode: string) =>
      card(25, 'PREPAID_BUNDLES', {
        currencyCode,
        mobileNumber: '716000001',
        productCode: 'DUAL_M_25GB',
        paymentMode: 'AIRTIME',
        paymentGateway: undefined, // the portal sends a gateway for a card only
      });
    expect((await initiate(airtime('USD'))).body).toMatchObject(
      refusedWith('Airtime payments are in TZS only'),
    );
  });
});

describe('the amount of an exchange rate', () => {
  // PAY-7
  it('converts USD 10 to CDF 28500 and refuses an amount that is not a finite number', async () => {
    const rate = (amount: unknown, offContract?: string) =>
      h.call('exchangeRate', {
        data: { fromCurrency: 'USD', toCurrency: 'CDF', amount },
        offContract,
      });
    expect((await rate(10)).body.result).toMatchObject({ convertedAmount: 28500 });
    expect((await rate('0x10', 'an amount as text, to see the refusal')).body).toMatchObject(
      refusedWith('Invalid amount: a number is required'),
    );
  });
});

describe('balances', () => {
  it('are whole shillings: the database refuses a fraction', () => {
    const db = openDb(':memory:');
    expect(() => db.prepare("INSERT INTO lines (msisdn, airtime) VALUES ('7', 0.5)").run()).toThrow(
      /cannot store REAL value in INTEGER column/,
    );
    db.close();
  });

  it('a database made with fractional balances is rebuilt in whole shillings, rounded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-balances-'));
    try {
      const path = join(dir, 'sandbox.db');
      const old = new DatabaseSync(path);
      old.exec('CREATE TABLE lines (msisdn TEXT PRIMARY KEY, airtime REAL NOT NULL)');
      old.exec("INSERT INTO lines VALUES ('712000001', 48999.6), ('712000002', 200)");
      // Seeded already, so opening it keeps its rows instead of seeding afresh.
      old.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
      old.exec("INSERT INTO meta VALUES ('seeded', '2026-11-01T00:00:00.000Z')");
      old.close();
      const db = openDb(path);
      expect(db.prepare('SELECT msisdn, airtime FROM lines ORDER BY msisdn').all()).toEqual([
        { msisdn: '712000001', airtime: 49000 },
        { msisdn: '712000002', airtime: 200 },
      ]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
