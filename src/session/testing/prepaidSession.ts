/**
 * The payment session every test of storing or reading one starts from. Pure data, so node, jsdom
 * and the browser can all import it (src/features/payment/testing/sampleSessions.ts passes it on).
 */
import type { PaymentSessionData } from '../paymentSession.ts';

/** A TZS 1000 prepaid recharge of the sandbox's happy-path line, as the recharge page stores it. */
export const prepaidSession: PaymentSessionData = {
  msisdn: '712000001',
  amount: 1000,
  lineType: 'PREPAID',
  transactionType: 'PREPAID_RECHARGE',
  currency: 'TZS',
  redirectPage: '/prepaid-recharge',
  rechargeType: 'PREPAID RECHARGE',
};
