/** Transaction calls of spec section 7. Initiation and processing are POSTs: never retried. */
import { call } from './client.ts';
import type { ApiOutcome } from './outcome.ts';
import type {
  InitiationPayload,
  InitiationResult,
  PaymentOption,
  ProcessPayload,
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

/** Payment-options payload. */
export interface PaymentOptionsRequest {
  amount: number;
  mobileNumber: string;
  subscriberType: string;
  rechargeType: string;
  transactionType: string;
}

/** Payment-options answer: result.paymentOption[]. */
export interface PaymentOptionsResult {
  paymentOption: PaymentOption[];
}

/** transaction/v1/payment-options. */
export function getPaymentOptions(
  req: PaymentOptionsRequest,
): Promise<ApiOutcome<PaymentOptionsResult>> {
  return call<PaymentOptionsResult>('paymentOptions', { data: req });
}

/** transaction/v1/initiate: result.transactionId. */
export function initiate(payload: InitiationPayload): Promise<ApiOutcome<InitiationResult>> {
  return call<InitiationResult>('initiate', { data: payload });
}

/** transaction/v1/auth/initiate (PIN and SmartCash variants). */
export function authInitiate(
  payload: InitiationPayload,
  auth: AuthToken,
): Promise<ApiOutcome<InitiationResult>> {
  return call<InitiationResult>('authInitiate', {
    data: payload,
    headers: authorizationHeader(auth),
  });
}

/** Process answer: redirectUrl for card gateways, otherwise transaction fields. */
export type ProcessResult = Partial<TransactionResult> & { redirectUrl?: string };

/** transaction/v1/process. */
export function process(payload: ProcessPayload): Promise<ApiOutcome<ProcessResult>> {
  return call<ProcessResult>('process', { data: payload });
}

/** transaction/v1/auth/process (encrypted amPin). 1004/56D005/1006 arrive as failures. */
export function authProcess(
  payload: ProcessPayload,
  auth: AuthToken,
): Promise<ApiOutcome<ProcessResult>> {
  return call<ProcessResult>('authProcess', { data: payload, headers: authorizationHeader(auth) });
}

/** GET transaction/v1/status?tid= (polled; never cached). */
export function getStatus(tid: string): Promise<ApiOutcome<TransactionResult>> {
  return call<TransactionResult>('status', { query: { tid } });
}

/** GET transaction/fetch?txnId= (status page). */
export function fetchTransaction(txnId: string): Promise<ApiOutcome<TransactionResult>> {
  return call<TransactionResult>('fetch', { query: { txnId } });
}

/** Exchange-rate answer. */
export interface ExchangeRateResult {
  convertedAmount: number;
}

/** transaction/get/exchange/rate: USD to CDF by default. */
export function getExchangeRate(
  amount: number,
  fromCurrency: string = 'USD',
  toCurrency: string = 'CDF',
): Promise<ApiOutcome<ExchangeRateResult>> {
  return call<ExchangeRateResult>('exchangeRate', { data: { fromCurrency, toCurrency, amount } });
}
