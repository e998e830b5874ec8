import { describe, expect, it } from 'vitest';
import {
  loadEnterpriseFlag,
  loadPaymentSession,
  saveEnterpriseFlag,
  savePaymentSession,
  PAYMENT_SESSION_KEY,
} from './paymentSession.ts';
import { prepaidSession } from '../features/payment/testing/sampleSessions.ts';

const sample = prepaidSession;

describe('payment session data', () => {
  // PAY-23
  it('round-trips what the recharge page stores', () => {
    savePaymentSession(sample);
    expect(loadPaymentSession()).toEqual(sample);
  });

  // PAY-23
  it('treats a tampered or broken entry as missing instead of paying a wrong amount', () => {
    sessionStorage.setItem(PAYMENT_SESSION_KEY, JSON.stringify({ ...sample, amount: -5 }));
    expect(loadPaymentSession()).toBeNull();
    sessionStorage.setItem(PAYMENT_SESSION_KEY, '{not json');
    expect(loadPaymentSession()).toBeNull();
    sessionStorage.setItem(PAYMENT_SESSION_KEY, JSON.stringify({ ...sample, msisdn: '7120' }));
    expect(loadPaymentSession()).toBeNull();
  });

  // PAY-12
  it('keeps the enterprise-broadband flag for a lead payment and drops it for any other payment', () => {
    saveEnterpriseFlag({ enabled: true, id: 'LEAD-1' });
    savePaymentSession({ ...sample, transactionType: 'HBB_LEADS', rechargeType: 'HOME BROADBAND' });
    expect(loadEnterpriseFlag()).toEqual({ enabled: true, id: 'LEAD-1' });
    savePaymentSession(sample);
    expect(loadEnterpriseFlag()).toBeNull();
  });
});
