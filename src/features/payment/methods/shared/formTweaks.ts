import type { ParseResult } from '../../../../forms/formPackage.ts';
import type { EnterpriseBroadbandFlag } from '../../../../session/paymentSession.ts';
import { isEnterprise } from '../enterprise.ts';

/**
 * The enterprise-broadband flow (session flag) shows the email it already knows, read-only
 * (PAY-12). Other flows get the package unchanged.
 */
export function emailReadOnlyForEnterprise(
  result: ParseResult,
  enterprise: EnterpriseBroadbandFlag | null | undefined,
): ParseResult {
  if (!result.ok || !isEnterprise(enterprise)) return result;
  const email = (result.pkg.uiSchema.email ?? {}) as Record<string, unknown>;
  return {
    ok: true,
    pkg: {
      ...result.pkg,
      uiSchema: { ...result.pkg.uiSchema, email: { ...email, 'ui:readonly': true } },
    },
  };
}

/** The form's starting values: the paying number and email the payment session already has. */
export function prefill(msisdn: string, emailId?: string): Record<string, unknown> {
  return emailId ? { phone: msisdn, email: emailId } : { phone: msisdn };
}
