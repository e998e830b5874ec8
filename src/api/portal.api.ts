/** Portal-service calls (API-7, under /orp/bfe/api/portal-service). */
import { bodyCall } from './bodyCall.ts';
import { call, peekCall, primeCall } from './client.ts';
import { DEFAULT_CACHE_MS } from './cache.ts';
import type { HYBRID_POSTPAID_CHECK } from '../../machines/lineCheck.ts';
import type { ApiOutcome } from './outcome.ts';
import type {
  Bundle,
  FromRuntimeStrings,
  LineType,
  PortalConfig,
  ProductConfig,
  Schema,
} from './wire.ts';

/**
 * GET resource/v1/config?code=PORTAL: amount bounds and feature switches. Cached 10 s (API-5).
 * `signal` cancels the request (a screen that was left); every read below takes one too.
 */
export function getConfig(
  code: string = 'PORTAL',
  signal?: AbortSignal,
): Promise<ApiOutcome<PortalConfig>> {
  return call<PortalConfig>('config', { query: { code }, cacheMs: DEFAULT_CACHE_MS, signal });
}

/** The cached answer of getConfig, if any (no request). */
export function peekConfig(code: string = 'PORTAL'): ApiOutcome<PortalConfig> | undefined {
  return peekCall<PortalConfig>('config', { query: { code } });
}

/** Makes `config` the cached answer of getConfig for `ttlMs` (the build's prerender). */
export function primeConfig(config: PortalConfig, ttlMs: number, code: string = 'PORTAL'): void {
  primeCall<PortalConfig>('config', { ok: true, result: config }, ttlMs, { query: { code } });
}

/** GET resource/v1/get-product-config: which products offer the USD/CDF switch. Cached 10 s. */
export function getProductConfig(signal?: AbortSignal): Promise<ApiOutcome<ProductConfig>> {
  return call<ProductConfig>('productConfig', { cacheMs: DEFAULT_CACHE_MS, signal });
}

/** Options of number validation; `requestType` is the hybrid postpaid check or empty. */
export interface ValidateNumberOptions {
  /** Ask the server to refuse a line that is not a broadband line (code NOT_BROADBAND_CODE). */
  checkIfBroadband?: boolean;
  requestType?: '' | typeof HYBRID_POSTPAID_CHECK;
}

/** Number validation: `result` is the line type. A failure shows 'Invalid Mobile No'. */
export function validateNumber(
  msisdn: string,
  opts: ValidateNumberOptions = {},
  signal?: AbortSignal,
): Promise<ApiOutcome<LineType>> {
  return call<LineType>('validateNumber', {
    data: {
      msisdn,
      checkIfBroadband: opts.checkIfBroadband ?? false,
      requestType: opts.requestType ?? '',
    },
    signal,
  });
}

/** Line check: `result` is PREPAID, POSTPAID or HYBRID. */
export const getLineType = bodyCall<LineType>()('lineType', (msisdn: string) => ({ msisdn }));

/** Payload of the bundle list. */
export type BundlesRequest = FromRuntimeStrings<
  Schema<'BundlesRequest'>,
  'lineType' | 'serviceType'
>;

/** product/v1/bundle: the bundle catalogue of a line (read-only POST, cached 10 s). */
export function getBundles(
  req: BundlesRequest,
  signal?: AbortSignal,
): Promise<ApiOutcome<Bundle[]>> {
  return call<Bundle[]>('bundles', { data: req, cacheMs: DEFAULT_CACHE_MS, signal });
}

/** Result of the postpaid account-number check (codes 60119/60005 arrive as failures). */
export type AccountValidationResult = Schema<'AccountValidationResult'>;

/** subscriber/validate/msisdn-account: data{msisdn, accountNo}. */
export const validateAccount = bodyCall<AccountValidationResult>()(
  'validateAccount',
  (msisdn: string, accountNo: string) => ({ msisdn, accountNo }),
);

/** Bill lookup result. */
export type BillResult = Schema<'BillResult'>;

/** subscriber/v1/bill: data{msisdn, otpId}. */
export const getBill = bodyCall<BillResult>()('bill', (msisdn: string, otpId: string) => ({
  msisdn,
  otpId,
}));

/** subscriber/v1/bill by the account number that validate/msisdn-account accepted. */
export const getBillByAccount = bodyCall<BillResult>()(
  'bill',
  (msisdn: string, accountNo: string) => ({ msisdn, accountNo }),
);

/** Fixed-internet lookup result. */
export type OpenInvoicesResult = Schema<'OpenInvoicesResult'>;

/** Fixed-internet invoice lookup: data{accountNo, contactPersonEmailId}. */
export function getOpenInvoices(
  accountNo: string,
  contactPersonEmailId: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<OpenInvoicesResult>> {
  return call<OpenInvoicesResult>('openInvoices', {
    data: { accountNo, contactPersonEmailId },
    signal,
  });
}

/** Active bundles of a line. */
export type QueryBalanceResult = Schema<'QueryBalanceResult'>;

/** subscriber/v4/query-balance with the OTP's uniqueCode: active bundles and airtime. */
export const queryBalance = bodyCall<QueryBalanceResult>()(
  'queryBalance',
  (msisdn: string, uniqueCode: string) => ({ msisdn, uniqueCode }),
);

/** Answer of the broadband balance-check request (the OTP goes to `otpRecipient`). */
export type BalanceRequestResult = Schema<'BalanceRequestResult'>;

/** subscriber/v4/query-balance, second variant: data{msisdn, requestType}. */
export const requestBalanceCheck = bodyCall<BalanceRequestResult>()(
  'queryBalance',
  (msisdn: string, requestType: string) => ({ msisdn, requestType }),
);

/** Town list answer: result.data[]. */
export type TownsResult = Schema<'TownsResult'>;

/** GET resource/v1/towns (cached 10 s). */
export function getTowns(signal?: AbortSignal): Promise<ApiOutcome<TownsResult>> {
  return call<TownsResult>('towns', { cacheMs: DEFAULT_CACHE_MS, signal });
}

/** Lead payload (HBB-11). */
/** The lead's own fields (an editor's added fields travel beside them, typed by the form). */
export type LeadPayload = Pick<
  Schema<'LeadPayload'>,
  | 'fullName'
  | 'contactNumber'
  | 'email'
  | 'feasibility'
  | 'address'
  | 'plan'
  | 'source'
  | 'uniqueCode'
  | 'lineType'
  | 'consent'
>;

/** Lead submission answer; a missing refLeadId on a feasible town means 'Something Went Wrong!'. */
export type SubmitLeadResult = Schema<'SubmitLeadResult'>;

/** subscriber/v1/submit-lead. */
export const submitLead = bodyCall<SubmitLeadResult>()('submitLead', (lead: LeadPayload) => lead);

/** A tracked lead (the spec leaves track-lead's shape open; docs/decisions.md "Tracking a lead"). */
export type TrackLeadResult = Schema<'TrackLeadResult'>;

/** subscriber/v1/track-lead: data{refLeadId, contactNumber}; an unknown pair answers 404. */
export function trackLead(
  refLeadId: string,
  contactNumber: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<TrackLeadResult>> {
  return call<TrackLeadResult>('trackLead', { data: { refLeadId, contactNumber }, signal });
}

/** Payload of the home-broadband OTP. */
export type HbbOtpRequest = Schema<'HbbOtpRequest'>;

/** send-otp-hbb: result.refId. */
export const sendOtpHbb = bodyCall<{ refId: string }>()('sendOtpHbb', (req: HbbOtpRequest) => req);

/** One geocoding hit. */
export type GeocodeHit = Schema<'GeocodeHit'>;

/** Geocoder answer (bare `{results}` from the content service); no hit = empty list. */
export type GeocodeResult = Schema<'GeocodeResult'>;

/** GET maps/geocode?address=&key= on the content service (the sandbox stands in for the geocoder). */
export function geocode(
  address: string,
  key: string = '',
  signal?: AbortSignal,
): Promise<ApiOutcome<GeocodeResult>> {
  return call<GeocodeResult>('geocode', { query: { address, ...(key ? { key } : {}) }, signal });
}
