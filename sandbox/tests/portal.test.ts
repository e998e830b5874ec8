import { describe, expect, it } from 'vitest';
import type { BalanceItem, Bundle, PortalConfig } from '../../src/api/wire.ts';
import { BALANCE_REQUEST_TYPE } from '../../src/features/broadband/paymentData.ts';
import { seedConfig } from '../seed/config.ts';
import { sandboxForFile, verifiedPaymentOtp } from './harness.ts';

const h = sandboxForFile();

describe('portal config (resource/v1/config)', () => {
  it('answers the values of the test-data table', async () => {
    const cfg = (await h.call('config', { query: { code: 'PORTAL' } })).body.result as PortalConfig;
    // The seed is the test-data table's one copy: the sandbox answers it as it is.
    expect(cfg).toEqual(seedConfig);
    // The amount limits of the table, as the spec states them.
    expect([cfg.preMinAmnt, cfg.preMaxAmnt, cfg.postMinAmnt, cfg.postMaxAmnt]).toEqual([
      500, 1000000, 1000, 5000000,
    ]);
    expect(JSON.parse(cfg.payStackConfig)).toHaveProperty('key');
  });
});

describe('number validation and line type', () => {
  it.each([
    ['712000001', 'PREPAID'],
    ['712000002', 'PREPAID'],
    ['712000003', 'PREPAID'],
    ['712000004', 'PREPAID'],
    ['712000005', 'PREPAID'],
    ['712000006', 'PREPAID'],
    ['713000001', 'POSTPAID'],
    ['713000002', 'HYBRID'],
    ['714000001', 'PREPAID'],
    ['654321987', 'PREPAID'],
    ['0712000001', 'PREPAID'],
  ])('%s is %s', async (msisdn, type) => {
    const answer = await h.call('validateNumber', {
      data: { msisdn, checkIfBroadband: false, requestType: '' },
    });
    expect(answer.body).toMatchObject({ statusCode: 200, status: 'success', result: type });
    expect((await h.call('lineType', { data: { msisdn } })).body.result).toBe(type);
  });

  it.each(['719999999', '812345678', '71200000', '7120000011', 'abcdefghi'])(
    '%s fails with Invalid Mobile No',
    async (msisdn) => {
      const answer = await h.call('validateNumber', { data: { msisdn } });
      expect(answer.http).toBe(200);
      expect(answer.body).toMatchObject({
        statusCode: '400',
        status: 'failure',
        message: 'Invalid Mobile No',
      });
    },
  );
});

describe('bundles (product/v1/bundle)', () => {
  const bundlesFor = async (data: Record<string, string>) =>
    (await h.call('bundles', { data })).body.result as Bundle[];

  // REC-10
  it('has a prepaid catalogue of every category, period type and an unlimited validity', async () => {
    const list = await bundlesFor({ msisdn: '712000001', lineType: 'PREPAID' });
    expect(new Set(list.map((b) => b.category))).toEqual(
      new Set(['Data', 'Internet', 'Voice', 'SMS', 'Combo', 'International', 'Roaming']),
    );
    expect(new Set(list.map((b) => b.periodType))).toEqual(
      new Set(['Daily', 'Weekly', 'Monthly', 'Others']),
    );
    expect(list.some((b) => b.validity === -1)).toBe(true);
    expect(
      list.every((b) => b.currency === 'TZS' && b.lineType === 'PREPAID' && b.amount > 0),
    ).toBe(true);
  });

  it('has postpaid bundles and home-broadband plans with a name', async () => {
    expect(
      (await bundlesFor({ msisdn: '713000001', lineType: 'POSTPAID' })).every(
        (b) => b.lineType === 'POSTPAID',
      ),
    ).toBe(true);
    const plans = await bundlesFor({
      msisdn: '712000001',
      lineType: 'PREPAID',
      serviceType: 'HBB',
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((b) => typeof b.name === 'string' && b.name.length > 0)).toBe(true);
  });
});

describe('postpaid account and bill', () => {
  // BILL-2, BILL-3
  it('713000001 + 1000000001 is valid; other 10 digits 60119; a wrong number 60005', async () => {
    expect(
      (await h.call('validateAccount', { data: { msisdn: '713000001', accountNo: '1000000001' } }))
        .body.status,
    ).toBe('success');
    const wrongAccount = await h.call('validateAccount', {
      data: { msisdn: '713000001', accountNo: '1234567890' },
    });
    expect(wrongAccount.body).toMatchObject({ statusCode: '60119', status: 'failure' });
    expect(wrongAccount.body.message).toBeTruthy();
    expect(
      (await h.call('validateAccount', { data: { msisdn: '712000001', accountNo: '1000000001' } }))
        .body.statusCode,
    ).toBe('60005');
  });

  // BILL-4, BILL-5
  it('bills 713000001 45500.50 and 713000002 12000 by account number', async () => {
    const one = await h.call('bill', { data: { msisdn: '713000001', accountNo: '1000000001' } });
    expect(one.body.result).toMatchObject({ totalOutstanding: 45500.5 });
    const two = await h.call('bill', { data: { msisdn: '713000002', accountNo: '1000000002' } });
    expect(two.body.result).toMatchObject({ totalOutstanding: 12000 });
  });

  // OTP-11, BILL-4
  it('bills by otpId only after the invoice OTP is verified', async () => {
    const sent = await h.call('invoiceOtpSend', {
      data: { text: '713000001', text1: '', otpAction: 'INVOICE' },
    });
    const otpId = (sent.body.result as { otpId: string }).otpId;
    expect((await h.call('bill', { data: { msisdn: '713000001', otpId } })).body.status).toBe(
      'failure',
    );
    await h.call('invoiceOtpVerify', { data: { otp: '123456', otpId } });
    expect(
      (await h.call('bill', { data: { msisdn: '713000001', otpId } })).body.result,
    ).toMatchObject({ totalOutstanding: 45500.5 });
  });
});

describe('fixed internet (subscriber/getopeninvoice)', () => {
  // BILL-9
  it('PE0000000001 has 3 TZS invoices, one overdue', async () => {
    const answer = await h.call('openInvoices', {
      data: { accountNo: 'PE0000000001', contactPersonEmailId: 'billing@example.co.tz' },
    });
    const result = answer.body.result as {
      response: { invoices: { dueDate: string; currency: string }[] };
    };
    const invoices = result.response.invoices;
    expect(invoices).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(invoices.filter((i) => i.dueDate < today)).toHaveLength(1);
    expect(invoices.every((i) => i.currency === 'TZS')).toBe(true);
  });

  it('EP0000000002 has no invoices: No Data found', async () => {
    const answer = await h.call('openInvoices', {
      data: { accountNo: 'EP0000000002', contactPersonEmailId: 'anyone@mail.com' },
    });
    expect(answer.body.message).toBe('No Data found');
    expect((answer.body.result as { response: { invoices: unknown[] } }).response.invoices).toEqual(
      [],
    );
  });

  it('another account fails with a server message', async () => {
    const answer = await h.call('openInvoices', {
      data: { accountNo: 'PP1234567890', contactPersonEmailId: 'a@b.co' },
    });
    expect(answer.body.status).toBe('failure');
    expect(answer.body.message).toMatch(/PP1234567890/);
  });
});

describe('balances (subscriber/v4/query-balance)', () => {
  /** As the portal asks: with the uniqueCode of the number's own verified payment OTP. */
  const balances = async (msisdn: string) => {
    const { uniqueCode } = await verifiedPaymentOtp(h, msisdn);
    return (
      (await h.call('queryBalance', { data: { msisdn, uniqueCode } })).body.result as {
        queryBalanceResult: BalanceItem[];
      }
    ).queryBalanceResult;
  };

  it('airtime 50000 for 712000001 and 200 for 712000002', async () => {
    expect((await balances('712000001')).find((b) => b.serviceType === 'AIRTIME')?.balance).toBe(
      50000,
    );
    expect((await balances('712000002')).find((b) => b.serviceType === 'AIRTIME')?.balance).toBe(
      200,
    );
  });

  it('714000001 has a 12.5 GB data bundle, an unlimited data bundle and airtime', async () => {
    const items = await balances('714000001');
    expect(
      items.find((b) => b.serviceType === 'DATA' && b.balance === 12.5 && b.unitType === 'GB'),
    ).toBeDefined();
    expect(
      items.find((b) => b.serviceType === 'DATA' && b.balanceType === 'UNLIMITED'),
    ).toBeDefined();
    expect(items.find((b) => b.serviceType === 'AIRTIME')).toBeDefined();
  });

  // CONSENT-6.
  it('without a uniqueCode no balance is shown: 401, nothing of the line in the answer', async () => {
    for (const msisdn of ['712000001', '0714000001', '+255712000002']) {
      const answer = await h.call('queryBalance', {
        data: { msisdn },
        offContract: 'a balance query without its uniqueCode',
      });
      expect(answer.http).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        status: 'failure',
        message:
          'A balance check needs a verified OTP: send the uniqueCode its verification returned',
      });
    }
  });

  it("another number's uniqueCode, or an unverified one, shows nothing (4001)", async () => {
    const { uniqueCode } = await verifiedPaymentOtp(h, '712000002');
    const sent = await h.call('paymentOtpSend', { data: { msisdn: '712000001' } });
    const unverified = (sent.body.result as { refId: string }).refId;
    for (const code of [uniqueCode, unverified, 'UC-made-up']) {
      const answer = await h.call('queryBalance', {
        data: { msisdn: '712000001', uniqueCode: code },
      });
      expect(answer.body).toEqual({
        statusCode: '4001',
        status: 'failure',
        message: 'Session expired. Please verify the OTP again.',
      });
    }
  });

  // BB-1
  it('the requestType variant returns txnRefId and otpRecipient, verifiable as a payment OTP', async () => {
    const answer = await h.call('queryBalance', {
      data: { msisdn: '714000001', requestType: BALANCE_REQUEST_TYPE },
    });
    const { txnRefId, otpRecipient } = answer.body.result as {
      txnRefId: string;
      otpRecipient: string;
    };
    expect(otpRecipient).toMatch(/\*/);
    const verified = await h.call('paymentOtpVerify', { data: { refId: txnRefId, otp: '123456' } });
    const uniqueCode = (verified.body.result as { uniqueCode: string }).uniqueCode;
    const after = await h.call('queryBalance', { data: { msisdn: '714000001', uniqueCode } });
    expect(
      (after.body.result as { queryBalanceResult: unknown[] }).queryBalanceResult,
    ).toHaveLength(3);
  });
});
