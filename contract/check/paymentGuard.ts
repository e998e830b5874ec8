/**
 * The run never moves real money (CONTRACT-5). Every request passes this guard before it is
 * sent: a call that initiates or processes a payment goes out only when the environment file says
 * `payments.allowed: true`, every number it names is one of `payments.testNumbers`, and (process)
 * its transaction is one this run initiated from such numbers. Anything else is never sent: the
 * scenario is reported SKIP with the reason. The guard sits in the sender, not in the scenarios,
 * so no scenario can forget it.
 */
import { nationalNumber } from './numbers.ts';

/** The operations that start or settle a payment. */
export const PAYMENT_OPERATIONS: readonly string[] = [
  'initiate',
  'authInitiate',
  'process',
  'authProcess',
];

/** The payer fields of an initiation: each one named must be a test number. */
const NUMBER_FIELDS = ['mobileNumber', 'paymentMobile', 'loggedInNumber'] as const;

/** Thrown instead of sending a payment call the environment does not allow. */
export class PaymentNotAllowed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentNotAllowed';
  }
}

export interface PaymentPolicy {
  allowed: boolean;
  testNumbers: readonly string[];
}

export interface PaymentGuard {
  /** Throws PaymentNotAllowed unless the call may be sent; remembers what it lets initiate. */
  admit(operationId: string, data: unknown): void;
  /** Records a transaction id an admitted initiation was answered with. */
  initiated(transactionId: string): void;
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

export function paymentGuard(policy: PaymentPolicy): PaymentGuard {
  const tests = new Set(policy.testNumbers.map((n) => nationalNumber(n) ?? n));
  const ours = new Set<string>();
  return {
    admit(operationId, data) {
      if (!PAYMENT_OPERATIONS.includes(operationId)) return;
      if (!policy.allowed)
        throw new PaymentNotAllowed(
          'payments are not allowed in this environment (payments.allowed is false)',
        );
      if (operationId === 'process' || operationId === 'authProcess') {
        const id = String(field(data, 'transactionId') ?? '');
        if (!ours.has(id))
          throw new PaymentNotAllowed(
            `transaction ${JSON.stringify(id)} was not initiated by this run from test numbers`,
          );
        return;
      }
      const named = NUMBER_FIELDS.map((key) => field(data, key)).filter(
        (value) => value !== undefined && value !== '',
      );
      if (named.length === 0)
        throw new PaymentNotAllowed('the payment names no number to check against the test list');
      for (const value of named) {
        const digits = nationalNumber(value);
        if (!digits || !tests.has(digits))
          throw new PaymentNotAllowed(
            `${JSON.stringify(value)} is not one of payments.testNumbers`,
          );
      }
    },
    initiated(transactionId) {
      if (transactionId) ours.add(transactionId);
    },
  };
}
