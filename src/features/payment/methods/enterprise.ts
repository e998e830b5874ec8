/**
 * The enterprise-broadband rule of PAY-12, shared by every method form: with the session
 * flag on, the email is read-only and the transaction type becomes a broadband-lead type.
 */
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../session/paymentSession.ts';
import type { MethodType } from './types.ts';

/** True when the enterprise-broadband flow is on for this payment. */
export function isEnterprise(flag: EnterpriseBroadbandFlag | null | undefined): boolean {
  return flag?.enabled === true;
}

/**
 * The transaction type to initiate with: the session's own, or in the enterprise-broadband flow
 * HBB_AIRTIME when paying by airtime and HBB_LEADS for every other method.
 */
export function leadTransactionType(
  session: PaymentSessionData,
  flag: EnterpriseBroadbandFlag | null | undefined,
  method: MethodType,
): string {
  if (!isEnterprise(flag)) return session.transactionType;
  return method === 'airtime' ? 'HBB_AIRTIME' : 'HBB_LEADS';
}

/**
 * The lead id the payment is for, or undefined outside the enterprise-broadband flow. It goes out
 * as the initiation's accountId (the spec's payload has no lead field), so the transaction result
 * can answer metaInfo.leadId for the status page (docs/decisions.md 27).
 */
export function leadAccountId(
  flag: EnterpriseBroadbandFlag | null | undefined,
): string | undefined {
  return isEnterprise(flag) && flag?.id ? flag.id : undefined;
}
