/** Transaction calls (PAY-1, PAY-10, PAY-22, API-9). Initiation and processing are POSTs: never retried. */
import { bodyCall } from './bodyCall.ts';
import { call } from './client.ts';
import type { EndpointName } from './endpoints.ts';
import type { ApiOutcome } from './outcome.ts';
import { attemptKey, endAttempt } from './attemptKey.ts';
import type {
  InitiationPayload,
  InitiationResult,
  FromRuntimeStrings,
  ProcessPayload,
  Schema,
  TransactionResult,
} from './wire.ts';

/** Token returned by the payment OTP verification, sent as `Authorization: <type> <token>`. */
export interface AuthToken {
  tokenType: string;
  accessToken: string;
}

/** The Authorization header of the PIN and SmartCash calls. */
export function authorizationHeader(auth: AuthToken): Record<string, string> {
  return { Authorization: `${auth.tokenType} ${auth.accessToken}` };
}

/** A call with a payload and the OTP token's Authorization header (the PIN and SmartCash calls). */
function authorizedCall<P, T>(name: EndpointName) {
  return (payload: P, auth: AuthToken): Promise<ApiOutcome<T>> =>
    call<T>(name, { data: payload, headers: authorizationHeader(auth) });
}

/** Payment-options payload. */
export type PaymentOptionsRequest = FromRuntimeStrings<
  Schema<'PaymentOptionsRequest'>,
  'transactionType'
>;

/** Payment-options answer: result.paymentOption[]. */
export type PaymentOptionsResult = Schema<'PaymentOptionsResult'>;

/** transaction/v1/payment-options (a read: `signal` cancels it when the page is left). */
export function getPaymentOptions(
  req: PaymentOptionsRequest,
  signal?: AbortSignal,
): Promise<ApiOutcome<PaymentOptionsResult>> {
  return call<PaymentOptionsResult>('paymentOptions', { data: req, signal });
}

/**
 * A network error or timeout leaves the attempt open (a retry, or a reload, replays the same key);
 * any answer from the operator ends it.
 */
const UNANSWERED = new Set(['network', 'timeout', 'aborted']);

/**
 * Every initiation carries the attempt's idempotency key as txnId (the spec's payload field the
 * operator already reads; docs/decisions.md), so a replay returns the first transaction.
 */
async function keyed(
  send: (payload: InitiationPayload) => Promise<ApiOutcome<InitiationResult>>,
  payload: InitiationPayload,
): Promise<ApiOutcome<InitiationResult>> {
  const outcome = await send({ ...payload, txnId: payload.txnId ?? attemptKey() });
  if (outcome.ok || !UNANSWERED.has(outcome.code)) endAttempt();
  return outcome;
}

const plainInitiate = bodyCall<InitiationResult>()(
  'initiate',
  (payload: InitiationPayload) => payload,
);

/** transaction/v1/initiate: result.transactionId. */
export function initiate(payload: InitiationPayload): Promise<ApiOutcome<InitiationResult>> {
  return keyed(plainInitiate, payload);
}

const plainAuthInitiate = authorizedCall<InitiationPayload, InitiationResult>('authInitiate');

/** transaction/v1/auth/initiate (PIN and SmartCash variants). */
export function authInitiate(
  payload: InitiationPayload,
  auth: AuthToken,
): Promise<ApiOutcome<InitiationResult>> {
  return keyed((p) => plainAuthInitiate(p, auth), payload);
}

/** Process answer: redirectUrl for card gateways, otherwise transaction fields. */
export type ProcessResult = Partial<TransactionResult> & { redirectUrl?: string };

/** transaction/v1/process. */
export const process = bodyCall<ProcessResult>()('process', (payload: ProcessPayload) => payload);

/** transaction/v1/auth/process (encrypted amPin). 1004/56D005/1006 arrive as failures. */
export const authProcess = authorizedCall<ProcessPayload, ProcessResult>('authProcess');

/** GET transaction/v1/status?tid= (polled; never cached). */
export function getStatus(
  tid: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<TransactionResult>> {
  return call<TransactionResult>('status', { query: { tid }, signal });
}

/** GET transaction/fetch?txnId= (status page). */
export function fetchTransaction(
  txnId: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<TransactionResult>> {
  return call<TransactionResult>('fetch', { query: { txnId }, signal });
}

/** Exchange-rate answer. */
export type ExchangeRateResult = Schema<'ExchangeRateResult'>;

/** transaction/get/exchange/rate: USD to CDF by default (a read, cancelled by `signal`). */
export function getExchangeRate(
  amount: number,
  fromCurrency: string = 'USD',
  toCurrency: string = 'CDF',
  signal?: AbortSignal,
): Promise<ApiOutcome<ExchangeRateResult>> {
  return call<ExchangeRateResult>('exchangeRate', {
    data: { fromCurrency, toCurrency, amount },
    signal,
  });
}
