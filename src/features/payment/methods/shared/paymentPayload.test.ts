import { describe, expect, it } from 'vitest';
import { authToken, buildInitiation, buildProcess, tzPaymentMobile } from './paymentPayload.ts';
import type { PaymentSessionData } from '../../../../session/paymentSession.ts';

const session: PaymentSessionData = {
  msisdn: '712000001',
  amount: 5000,
  lineType: 'POSTPAID',
  transactionType: 'POSTPAID_BILL',
  currency: 'TZS',
  redirectPage: '/orp/fixed-internet',
  rechargeType: 'POSTPAID BILL PAYMENT',
  invoiceDetail: {
    accountNo: 'PE0000000001',
    invoiceNo: 'INV-1',
    billingStartDate: '',
    billingEndDate: '',
    dueDate: '',
  },
};

describe('TZ payment mobile rule', () => {
  // WAL-7
  it('adds a leading 0 to the payment mobile but not twice', () => {
    expect(tzPaymentMobile('712000001')).toBe('0712000001');
    expect(tzPaymentMobile('0712000001')).toBe('0712000001');
  });

  // WAL-7, PAY-8
  it('keeps mobileNumber at 9 digits while paymentMobile gets the 0', () => {
    const payload = buildInitiation(
      session,
      { amount: 5000, currency: 'TZS' },
      { method: 'mpesa', paymentMode: 'MPESA', paymentMobile: '712000009', emailId: 'a@b.co' },
    );
    expect(payload).toMatchObject({
      mobileNumber: '712000001',
      paymentMobile: '0712000009',
      countryCode: '255',
      currencyCode: 'TZS',
      transactionType: 'POSTPAID_BILL',
      accountId: 'PE0000000001',
      invoiceNumber: 'INV-1',
      emailId: 'a@b.co',
    });
  });

  // PAY-12
  it('sends the lead id as accountId in the enterprise-broadband flow, and only there', () => {
    const lead = { ...session, transactionType: 'HBB_LEADS', invoiceDetail: undefined };
    const parts = { method: 'mpesa', paymentMode: 'MPESA', paymentMobile: '712000001' } as const;
    const charge = { amount: 85000, currency: 'TZS' };
    expect(buildInitiation(lead, charge, parts, { enabled: true, id: 'LEAD-0001' }).accountId).toBe(
      'LEAD-0001',
    );
    expect(
      buildInitiation(lead, charge, parts, { enabled: false, id: 'LEAD-0001' }).accountId,
    ).toBe(undefined);
    expect(buildInitiation(lead, charge, parts, null).accountId).toBe(undefined);
  });

  // PAY-12
  it('uses the broadband-lead transaction types in the enterprise-broadband flow', () => {
    const flag = { enabled: true, id: 'ENT-1' };
    const charge = { amount: 5000, currency: 'TZS' };
    expect(
      buildInitiation(
        session,
        charge,
        { method: 'airtime', paymentMode: 'AIRTIME', paymentMobile: '712000001' },
        flag,
      ).transactionType,
    ).toBe('HBB_AIRTIME');
    expect(
      buildInitiation(
        session,
        charge,
        { method: 'mpesa', paymentMode: 'MPESA', paymentMobile: '712000001' },
        flag,
      ).transactionType,
    ).toBe('HBB_LEADS');
    expect(
      buildInitiation(
        session,
        charge,
        { method: 'mpesa', paymentMode: 'MPESA', paymentMobile: '712000001' },
        null,
      ).transactionType,
    ).toBe('POSTPAID_BILL');
  });

  // PAY-9
  it('builds the process payload with the spec spelling and only an encrypted PIN', () => {
    expect(buildProcess('T1', 'TWIGA_MONEY', '712000001', { amPin: 'CIPHER' })).toEqual({
      transactionId: 'T1',
      isSubscriberRequest: true,
      paymentMode: 'TWIGA_MONEY',
      proccessFlag: true,
      paymentMobile: '0712000001',
      amPin: 'CIPHER',
    });
  });

  // API-8
  it('gives a token only when the OTP returned both parts', () => {
    expect(authToken({ tokenType: 'Bearer', accessToken: 'X' })).toEqual({
      tokenType: 'Bearer',
      accessToken: 'X',
    });
    expect(authToken({ tokenType: 'Bearer' })).toBeNull();
    expect(authToken(null)).toBeNull();
  });
});

describe('initiation payload: what is sent only when there is one', () => {
  const prepaid: PaymentSessionData = {
    msisdn: '712000001',
    amount: 1000,
    lineType: 'PREPAID',
    transactionType: 'DATA_BUNDLE',
    currency: 'TZS',
    redirectPage: '/',
    rechargeType: 'DATA BUNDLE',
  };
  const parts = {
    method: 'AM',
    paymentMode: 'TWIGA_MONEY',
    paymentMobile: '712 000 009',
  } as const;

  it('sends the bare minimum for a bundle bought with no gateway, email or code, and TZS when no currency is known', () => {
    // toStrictEqual: a field sent as undefined is a field too (the operator sees the key).
    expect(buildInitiation(prepaid, { amount: 1000, currency: '' }, parts)).toStrictEqual({
      amount: 1000,
      countryCode: '255',
      mobileNumber: '712000001',
      paymentMobile: '0712000009',
      currencyCode: 'TZS',
      transactionType: 'DATA_BUNDLE',
      paymentMode: 'TWIGA_MONEY',
      loggedInNumber: '712000001',
    });
  });

  it('sends the charge actually made (after a currency switch), the gateway, the OTP code, the product and its unit', () => {
    expect(
      buildInitiation(
        { ...prepaid, productCode: 'DATA_D_1GB', dataUnit: 'GB' },
        { amount: 25, currency: 'USD' },
        { ...parts, paymentGateway: 'SMARTCASH_SECURE', uniqueCode: 'UC-9' },
      ),
    ).toMatchObject({
      amount: 25,
      currencyCode: 'USD',
      paymentGateway: 'SMARTCASH_SECURE',
      uniqueCode: 'UC-9',
      productCode: 'DATA_D_1GB',
      unit: 'GB',
    });
  });

  it('sends the lead id in place of the invoice account in the enterprise-broadband flow', () => {
    expect(
      buildInitiation(session, { amount: 5000, currency: 'TZS' }, parts, {
        enabled: true,
        id: 'LEAD-0001',
      }),
    ).toMatchObject({
      accountId: 'LEAD-0001',
      invoiceNumber: 'INV-1',
      transactionType: 'HBB_LEADS',
    });
    expect(
      buildInitiation(prepaid, { amount: 5000, currency: 'TZS' }, parts, { enabled: true, id: '' }),
    ).not.toHaveProperty('accountId');
  });

  it('builds a process payload without a PIN for a push payment', () => {
    expect(buildProcess('T2', 'MPESA', '0712000001')).toEqual({
      transactionId: 'T2',
      isSubscriberRequest: true,
      paymentMode: 'MPESA',
      proccessFlag: true,
      paymentMobile: '0712000001',
    });
  });

  it('gives no token when the OTP returned an access token without its type', () => {
    expect(authToken({ accessToken: 'X' })).toBeNull();
    expect(authToken({ tokenType: '', accessToken: 'X' })).toBeNull();
  });
});
