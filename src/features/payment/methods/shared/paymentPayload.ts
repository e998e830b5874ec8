/**
 * What the wallet screens send: the initiation and process payloads of PAY-8 and PAY-9, built
 * from the payment session. Pure functions, so the TZ number rule and the payload are unit-tested.
 */
import type { InitiationPayload, ProcessPayload } from '../../../../api/wire.ts';
import type { AuthToken } from '../../../../api/transactions.api.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../../session/paymentSession.ts';
import { leadAccountId, leadTransactionType } from '../enterprise.ts';
import type { MethodType } from '../types.ts';

/**
 * TZ rule (WAL-7): the payment mobile carries a leading 0 ('0712000001') although the
 * general setting says numbers go without it; mobileNumber stays the 9 digits. See
 * docs/decisions-payments.md.
 */
export function tzPaymentMobile(nineDigits: string): string {
  const digits = nineDigits.replace(/\D/g, '');
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** What a method knows when it initiates. */
export interface InitiationParts {
  method: MethodType;
  paymentMode: string;
  /** The 9 digits typed in the method's form. */
  paymentMobile: string;
  emailId?: string;
  paymentGateway?: string;
  uniqueCode?: string;
}

/** The charge actually made (after a USD/CDF switch). */
export interface Charge {
  amount: number;
  currency: string;
}

/**
 * The initiation payload. The enterprise-broadband flag turns the transaction type into a
 * broadband-lead type (HBB_AIRTIME for airtime, HBB_LEADS otherwise; see ../enterprise.ts) and
 * sends the lead id as accountId.
 */
export function buildInitiation(
  session: PaymentSessionData,
  charge: Charge,
  parts: InitiationParts,
  enterprise: EnterpriseBroadbandFlag | null = null,
): InitiationPayload {
  const payload: InitiationPayload = {
    amount: charge.amount,
    countryCode: '255',
    mobileNumber: session.msisdn,
    paymentMobile: tzPaymentMobile(parts.paymentMobile),
    currencyCode: charge.currency || 'TZS',
    transactionType: leadTransactionType(session, enterprise, parts.method),
    paymentMode: parts.paymentMode,
    loggedInNumber: session.msisdn,
  };
  if (parts.emailId) payload.emailId = parts.emailId;
  if (parts.paymentGateway) payload.paymentGateway = parts.paymentGateway;
  if (parts.uniqueCode) payload.uniqueCode = parts.uniqueCode;
  if (session.productCode) payload.productCode = session.productCode;
  if (session.dataUnit) payload.unit = session.dataUnit;
  if (session.invoiceDetail) {
    payload.accountId = session.invoiceDetail.accountNo;
    payload.invoiceNumber = session.invoiceDetail.invoiceNo;
  }
  const leadId = leadAccountId(enterprise);
  if (leadId) payload.accountId = leadId;
  return payload;
}

/** The process payload; `amPin` is the already encrypted PIN (never the clear one). */
export function buildProcess(
  transactionId: string,
  paymentMode: string,
  paymentMobile: string,
  extra: { amPin?: string; paymentGateway?: string; accountId?: string } = {},
): ProcessPayload {
  return {
    transactionId,
    isSubscriberRequest: true,
    paymentMode,
    proccessFlag: true,
    paymentMobile: tzPaymentMobile(paymentMobile),
    ...extra,
  };
}

/** The Authorization token of a verified payment OTP, or null when the OTP gave none. */
export function authToken(
  auth: { tokenType?: string; accessToken?: string } | null,
): AuthToken | null {
  return auth?.tokenType && auth.accessToken
    ? { tokenType: auth.tokenType, accessToken: auth.accessToken }
    : null;
}
