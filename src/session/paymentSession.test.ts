import { describe, expect, it } from 'vitest';
import {
  loadEnterpriseFlag,
  loadPaymentSession,
  saveEnterpriseFlag,
  savePaymentSession,
  PAYMENT_SESSION_KEY,
  type PaymentSessionData,
} from './paymentSession.ts';

const sample: PaymentSessionData = {
  msisdn: '712000001',
  amount: 1000,
  lineType: 'PREPAID',
  transactionType: 'PREPAID_RECHARGE',
  currency: 'TZS',
  redirectPage: '/prepaid-recharge',
  rechargeType: 'PREPAID RECHARGE',
};

describe('payment session data', () => {
  it('round-trips what the recharge page stores', () => {
    savePaymentSession(sample);
    expect(loadPaymentSession()).toEqual(sample);
  });

  it('treats a tampered or broken entry as missing instead of paying a wrong amount', () => {
    sessionStorage.setItem(PAYMENT_SESSION_KEY, JSON.stringify({ ...sample, amount: -5 }));
    expect(loadPaymentSession()).toBeNull();
    sessionStorage.setItem(PAYMENT_SESSION_KEY, '{not json');
    expect(loadPaymentSession()).toBeNull();
    sessionStorage.setItem(PAYMENT_SESSION_KEY, JSON.stringify({ ...sample, msisdn: '7120' }));
    expect(loadPaymentSession()).toBeNull();
  });

  it('keeps the enterprise-broadband flag for a lead payment and drops it for any other payment', () => {
    saveEnterpriseFlag({ enabled: true, id: 'LEAD-1' });
    savePaymentSession({ ...sample, transactionType: 'HBB_LEADS', rechargeType: 'HOME BROADBAND' });
    expect(loadEnterpriseFlag()).toEqual({ enabled: true, id: 'LEAD-1' });
    savePaymentSession(sample);
    expect(loadEnterpriseFlag()).toBeNull();
  });
});
