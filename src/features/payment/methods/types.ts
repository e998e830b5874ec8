import type { PaymentOption, PortalConfig } from '../../../api/wire.ts';
import type {
  EnterpriseBroadbandFlag,
  PaymentSessionData,
} from '../../../session/paymentSession.ts';

/** The option types of the payment page (PAY-3). */
export const METHOD_TYPES = ['PG', 'AM', 'airtime', 'smartcash', 'mpesa'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

/** What the payment start page hands to the form of the chosen method. */
export interface MethodProps {
  session: PaymentSessionData;
  /** Every option of this type, sorted by name (the card method lists its gateways). */
  options: PaymentOption[];
  config: PortalConfig;
  /** Currency and amount actually charged (after a USD/CDF switch, when dual currency applies). */
  charge: { amount: number; currency: string };
  /**
   * Enterprise-broadband flag of the session (PAY-12), or null/absent when off. When
   * enabled, the method shows the email read-only (session emailId) and initiates with the
   * broadband-lead transaction type: `leadTransactionType()` in ./enterprise.ts (HBB_AIRTIME for
   * airtime, HBB_LEADS for every other method). Optional, so older callers keep compiling.
   */
  enterprise?: EnterpriseBroadbandFlag | null;
}
