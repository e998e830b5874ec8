/**
 * Request bodies as the portal builds them (src/features/payment/methods/shared/paymentPayload.ts
 * for PAY-8 and PAY-9, src/features/hbb-lead/leadPayload.ts for HBB-11), filled with the
 * environment's test data. Each call the run sends is also checked against the document's request
 * schema, so a payload that drifts from the document shows up as a FAIL of the run.
 */
import type { CheckConfig } from '../config.ts';

/** TZ rule (WAL-7): paymentMobile carries a leading 0, mobileNumber is the 9 digits. */
export const withLeadingZero = (nineDigits: string) => `0${nineDigits}`;

export interface PaymentParts {
  /** The line the payment is for (9 digits). */
  msisdn: string;
  /** The paying line, when another than `msisdn` (9 digits). */
  payer?: string;
  amount: number;
  transactionType: 'PREPAID_RECHARGE' | 'PREPAID_BUNDLES';
  paymentMode: string;
  paymentGateway?: string;
  productCode?: string;
  uniqueCode?: string;
  /** The attempt's idempotency key. */
  txnId: string;
}

/** An initiation payload (PAY-8) in TZS. */
export function initiation(parts: PaymentParts): Record<string, unknown> {
  return {
    amount: parts.amount,
    countryCode: '255',
    mobileNumber: parts.msisdn,
    paymentMobile: withLeadingZero(parts.payer ?? parts.msisdn),
    currencyCode: 'TZS',
    transactionType: parts.transactionType,
    paymentMode: parts.paymentMode,
    loggedInNumber: parts.msisdn,
    ...(parts.paymentGateway
      ? { paymentGateway: parts.paymentGateway, emailId: 'check@example.co.tz' }
      : {}),
    ...(parts.productCode ? { productCode: parts.productCode } : {}),
    ...(parts.uniqueCode ? { uniqueCode: parts.uniqueCode } : {}),
    txnId: parts.txnId,
  };
}

/** A process payload (PAY-9). */
export function processing(
  transactionId: string,
  paymentMode: string,
  payer: string,
  extra: { paymentGateway?: string } = {},
): Record<string, unknown> {
  return {
    transactionId,
    isSubscriberRequest: true,
    paymentMode,
    proccessFlag: true, // [sic] the spec's spelling
    paymentMobile: withLeadingZero(payer),
    ...extra,
  };
}

/** A home-broadband plan as product/v1/bundle lists it. */
export interface Plan {
  productCode: string;
  amount: number;
  currency: string;
  description: string;
}

/** The submit-lead payload (HBB-11) of the environment's lead. */
export function lead(config: CheckConfig, plan: Plan, uniqueCode: string): Record<string, unknown> {
  const l = config.lead;
  return {
    fullName: l.fullName,
    contactNumber: config.numbers.prepaid,
    email: l.email,
    feasibility: true,
    address: {
      type: 'INSTALLATION',
      lat: l.latitude,
      lng: l.longitude,
      city: l.town,
      street1: l.street,
      country: 'Tanzania',
    },
    plan: {
      code: plan.productCode,
      amount: plan.amount,
      currency: plan.currency,
      description: plan.description,
    },
    source: 'WEBPORTAL',
    uniqueCode,
    lineType: 'PREPAID',
    consent: true,
  };
}

/** A contact-us message (FORM-10) from the environment's prepaid line. */
export function contactForm(config: CheckConfig): Record<string, unknown> {
  return {
    formType: 'CONTACT_US',
    language: 'en',
    channel: 'WEBPORTAL',
    formData: {
      fullName: config.lead.fullName,
      contactNumber: config.numbers.prepaid,
      email: config.lead.email,
      subject: 'GENERAL',
      message: 'Contract check: please ignore this message.',
    },
  };
}
