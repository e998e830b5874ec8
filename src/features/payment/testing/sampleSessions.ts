/**
 * The sample payment data every payment test, story, e2e test and bench target starts from: the
 * sessions the paying pages store, the sandbox's portal config and payment options, and a
 * transaction result. Pure data (its value imports, the sandbox's seed config and options and the
 * sample session of src/session/testing, are pure data too), so node (e2e, bench), jsdom (component tests) and the browser (stories) can all import it.
 */
import type { PaymentOption, PortalConfig, TransactionResult } from '../../../api/wire.ts';
import type { MethodProps } from '../methods/types.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { seedConfig } from '../../../../sandbox/seed/config.ts';
import { seedPaymentOptions } from '../../../../sandbox/seed/paymentOptions.ts';
import { prepaidSession } from '../../../session/testing/prepaidSession.ts';

/** A TZS 1000 prepaid recharge of the sandbox's happy-path line, as the recharge page stores it. */
export { prepaidSession };

/** The recharge with the payer's email already known (the wallet forms prefill it). */
export const prepaidSessionWithEmail: PaymentSessionData = {
  ...prepaidSession,
  emailId: 'payer@example.co.tz',
};

/** A 2 GB bundle purchase. */
export const bundleSession: PaymentSessionData = {
  ...prepaidSession,
  transactionType: 'PREPAID_BUNDLES',
  rechargeType: 'BUNDLE PURCHASE',
  productCode: 'DATA_2GB_7D',
  bundleInfo: {
    description: 'Wiki Bomba 2GB',
    data: '2',
    dataUnit: 'GB',
    amount: 1000,
    lineType: 'PREPAID',
  },
};

/** A fixed-internet bill of TZS 250,000. */
export const invoiceSession: PaymentSessionData = {
  ...prepaidSession,
  amount: 250000,
  transactionType: 'POSTPAID_BILL',
  rechargeType: 'BILL_PAYMENT',
  redirectPage: '/orp/fixed-internet',
  invoiceDetail: {
    accountNo: 'PE0000000001',
    invoiceNo: 'INV-2026-001',
    billingStartDate: '2026-01-01',
    billingEndDate: '2026-01-31',
    dueDate: '2026-02-15',
  },
};

/** A USD 500 payment with dual currency on. */
export const dualCurrencySession: PaymentSessionData = {
  ...prepaidSession,
  amount: 500,
  currency: 'USD',
  enableDualCurrency: true,
};

/** What the sandbox's portal config says (../shared/sandbox-test-data.md), with a Paystack key. */
export function sampleConfig(payStackConfig = '{"key":"pk_test_sandbox"}'): PortalConfig {
  return { ...seedConfig, payStackConfig };
}

/**
 * The sandbox's payment options (its seed), deliberately out of order: the page sorts them by
 * name, and a list already in that order would prove nothing.
 */
export const sampleOptions: PaymentOption[] = [...seedPaymentOptions].reverse();

/** The sample options of one type (`AM` is Twiga Money), as the start page passes them to a method. */
export const sampleOptionsOf = (type: PaymentOption['type']): PaymentOption[] =>
  sampleOptions.filter((option) => option.type === type);

/** Props of a wallet method: the recharge with a known email, charged TZS 1000, `options` to pay by. */
export function sampleMethodProps(
  options: PaymentOption[],
  overrides: Partial<MethodProps> = {},
): MethodProps {
  return {
    session: prepaidSessionWithEmail,
    options,
    config: sampleConfig(),
    charge: { amount: 1000, currency: 'TZS' },
    ...overrides,
  };
}

/** A settled card transaction of the prepaid recharge, as the portal service answers it. */
export function sampleTransaction(overrides: Partial<TransactionResult> = {}): TransactionResult {
  return {
    status: 'SUCCESS',
    transactionStatus: 'SUCCESS',
    transactionId: 'TXN1001',
    transactionType: 'PREPAID_RECHARGE',
    paymentMode: 'PG',
    paymentGateway: 'Selcom',
    mobileNumber: '712000001',
    currencyCode: 'TZS',
    amount: 1000,
    ...overrides,
  };
}
