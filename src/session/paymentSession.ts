/**
 * Payment session data (PAY-23), kept in session storage between the page that starts a
 * payment (recharge, postpaid, fixed internet, HBB lead) and the payment pages. It never holds a
 * PIN, an OTP or a token: those live only in the running statechart.
 */
import { readSession } from './readSession.ts';

export interface BundleInfo {
  description: string;
  data: string;
  dataUnit: string;
  amount: number;
  lineType: string;
}

export interface InvoiceDetail {
  accountNo: string;
  invoiceNo: string;
  billingStartDate: string;
  billingEndDate: string;
  dueDate: string;
}

export interface PaymentSessionData {
  msisdn: string;
  amount: number;
  lineType: string;
  /** PREPAID_RECHARGE, PREPAID_BUNDLES, POSTPAID_BILL, POSTPAID_BUNDLES, HBB_LEADS ... */
  transactionType: string;
  productCode?: string;
  description?: string;
  currency: string;
  /** Where 'Return' on the status page goes, e.g. '/prepaid-recharge'. */
  redirectPage: string;
  /** Label key of the summary: 'PREPAID RECHARGE', 'BUNDLE PURCHASE', 'POSTPAID BILL PAYMENT' ... */
  rechargeType: string;
  theme?: string;
  flow?: string;
  data?: string;
  dataUnit?: string;
  usdAmount?: number;
  bundleInfo?: BundleInfo;
  invoiceDetail?: InvoiceDetail;
  emailId?: string;
  pgOptions?: { paymentOpt: string }[];
  enableDualCurrency?: boolean;
}

/** Enterprise-broadband flag (session): makes the email read-only and sets HBB_LEADS/HBB_AIRTIME. */
export interface EnterpriseBroadbandFlag {
  enabled: boolean;
  id: string;
}

export const PAYMENT_SESSION_KEY = 'paymentData';
export const ENTERPRISE_FLAG_KEY = 'enterpriseBroadband';

function isPaymentSessionData(x: unknown): x is PaymentSessionData {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.msisdn === 'string' &&
    /^\d{9}$/.test(o.msisdn) &&
    typeof o.amount === 'number' &&
    Number.isFinite(o.amount) &&
    o.amount > 0 &&
    typeof o.transactionType === 'string' &&
    typeof o.currency === 'string' &&
    typeof o.redirectPage === 'string' &&
    typeof o.rechargeType === 'string'
  );
}

function isEnterpriseFlag(x: unknown): x is EnterpriseBroadbandFlag {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as EnterpriseBroadbandFlag).enabled === 'boolean'
  );
}

/** Lead payments carry the enterprise-broadband flag; every other payment must not inherit it. */
const isLeadPayment = (data: PaymentSessionData) => data.transactionType.startsWith('HBB_');

/**
 * Stores what the payment pages need; replaces any earlier payment of this tab. A payment that is
 * not a home-broadband lead clears the enterprise flag, so a recharge after a lead in the same tab
 * is not sent as HBB_LEADS with the lead's account id.
 */
export function savePaymentSession(data: PaymentSessionData): void {
  sessionStorage.setItem(PAYMENT_SESSION_KEY, JSON.stringify(data));
  if (!isLeadPayment(data)) sessionStorage.removeItem(ENTERPRISE_FLAG_KEY);
}

/** The stored payment, or null when missing or not well-formed (the page then says so). */
export function loadPaymentSession(): PaymentSessionData | null {
  return readSession(PAYMENT_SESSION_KEY, isPaymentSessionData);
}

export function clearPaymentSession(): void {
  sessionStorage.removeItem(PAYMENT_SESSION_KEY);
}

export function loadEnterpriseFlag(): EnterpriseBroadbandFlag | null {
  return readSession(ENTERPRISE_FLAG_KEY, isEnterpriseFlag);
}

export function saveEnterpriseFlag(flag: EnterpriseBroadbandFlag): void {
  sessionStorage.setItem(ENTERPRISE_FLAG_KEY, JSON.stringify(flag));
}
