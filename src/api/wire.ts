/**
 * Response and payload types of the wire (API-3, PAY-8, PAY-9, HBB-11 and the other call rows),
 * named from the types generated out of the operator contract, contract/openapi.yaml
 * (src/api/generated/openapi.ts, `npm run contract:types`): the portal, the sandbox and the
 * document cannot drift (CONTRACT-2). Shared with the sandbox. Types only: no runtime bytes,
 * except the three value lists below, which the compiler holds equal to the document's enums.
 */
import type { components } from './generated/openapi.ts';

/** A schema of the contract document by its name in `components.schemas`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Both sets hold the same members (a compile error names the side that has more). */
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

/**
 * The envelope as the portal reads it: every field may be missing or odd on a broken answer
 * (src/api/envelope.ts checks before trusting), so all are optional here; the document's
 * `Envelope` is what a service must send.
 */
export type Envelope<T = unknown> = Partial<Omit<Schema<'Envelope'>, 'result' | 'status'>> & {
  status?: string;
  result?: T;
};

export type LineType = Schema<'LineType'>;
export const LINE_TYPES = ['PREPAID', 'POSTPAID', 'HYBRID'] as const;
export type LineTypesMatch = Assert<SameMembers<(typeof LINE_TYPES)[number], LineType>>;

/** resource/v1/get-product-config: the product codes that offer USD/CDF (decisions "Dual-currency products"). */
export type ProductConfig = Schema<'ProductConfig'>;
export type PortalConfig = Schema<'PortalConfig'>;
export type Bundle = Schema<'Bundle'>;
export type PaymentOption = Schema<'PaymentOption'>;
/**
 * The portal builds an initiation from its payment session, whose currency and transaction type
 * are strings read from a route or a product; the document's enumerations of both are enforced
 * where the request meets the service (every test request is validated, CONTRACT-3), so here
 * they are widened to string.
 */
export type InitiationPayload = FromRuntimeStrings<
  Schema<'InitiationPayload'>,
  'currencyCode' | 'transactionType'
>;

/**
 * A request the portal fills from runtime strings (a route, a line check, a product): the keys
 * named take any string here, and keep whether they are optional; the document's enumerations
 * of them are checked where the request meets the service (CONTRACT-3).
 */
export type FromRuntimeStrings<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? string | undefined : string;
};
export type InitiationResult = Schema<'InitiationResult'>;
export type ProcessPayload = Schema<'ProcessPayload'>;

export type TransactionStatus = Schema<'TransactionStatus'>;
export const TRANSACTION_STATUSES = [
  'SUCCESS',
  'FAILED',
  'FALIURE',
  'REQUEST_REGISTERED',
  'REQUEST_RAISED',
  'ALREADY_PROCESSED',
  'IN_PROCESS',
  'CANCELLED',
] as const;
export type TransactionStatusesMatch = Assert<
  SameMembers<(typeof TRANSACTION_STATUSES)[number], TransactionStatus>
>;

export type TransactionResult = Schema<'TransactionResult'>;
export type PaymentOtpVerifyResult = Schema<'PaymentOtpVerifyResult'>;

/** One active bundle or balance line: the balance machine's shape (machines import nothing from src/). */
export type { BalanceItem } from '../../machines/balanceCheck.machine.ts';

export type Invoice = Schema<'Invoice'>;
export type Town = Schema<'Town'>;

/** form/v2/save (decisions "Contact and service-experience forms"). */
export type FormType = Schema<'FormType'>;
export const FORM_TYPES = ['CONTACT_US', 'SERVICE_EXPERIENCE'] as const;
export type FormTypesMatch = Assert<SameMembers<(typeof FORM_TYPES)[number], FormType>>;
/** The body's `data` of form/v2/save. */
export type FormSaveRequest = Schema<'FormSaveRequest'>;
/** What form/v2/save answers. */
export type FormSaveAnswer = Schema<'FormSaveAnswer'>;
