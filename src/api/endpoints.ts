/**
 * The wire contract shared by the portal (src/api) and the operator sandbox (sandbox/).
 * Paths are relative to their service base (see src/api/runtimeConfig.ts). Where the spec says
 * "path not shown" the path here is our decision, recorded in docs/decisions.md.
 *
 * Envelope: POST bodies are `{ data: {...} }`. Every response body is
 * `{ statusCode, status, message, result, error? }`. Business outcomes (2003, 1004, 56D005 ...)
 * come back as HTTP 200 with that code in `statusCode`; transport failures as HTTP 4xx/5xx whose
 * body may still carry `statusCode` and `message`. src/api normalises both into ApiOutcome.
 */
import type { paths } from './generated/openapi.ts';

export const PORTAL_BASE = '/orp/bfe/api/portal-service';
export const AUTH_BASE = '/auth/bfe/api/portal-service';
export const CONTENT_BASE = '';
/** Card provider callback (ROUTE-15), outside the portal-service prefix. */
export const PG_CALLBACK_PATH =
  '/api/portal-service/transaction/v1/pg-callback/status/ORP/paystack';

export type Service = 'portal' | 'auth' | 'content';
export interface Endpoint {
  readonly service: Service;
  readonly method: 'GET' | 'POST';
  readonly path: string;
}
// Generic in the path so each endpoint keeps its literal path for the contract check below.
const get = <P extends string>(path: P, service: Service = 'portal') =>
  ({ service, method: 'GET', path }) as const satisfies Endpoint;
const post = <P extends string>(path: P, service: Service = 'portal') =>
  ({ service, method: 'POST', path }) as const satisfies Endpoint;

export const endpoints = {
  config: get('resource/v1/config'), // ?code=PORTAL
  productConfig: get('resource/v1/get-product-config'),
  towns: get('resource/v1/towns'),
  validateNumber: post('subscriber/v1/validate-number'),
  bundles: post('product/v1/bundle'),
  lineType: post('subscriber/line-type'),
  validateAccount: post('subscriber/validate/msisdn-account'),
  bill: post('subscriber/v1/bill'),
  openInvoices: post('subscriber/getopeninvoice'),
  queryBalance: post('subscriber/v4/query-balance'),
  submitLead: post('subscriber/v1/submit-lead'),
  trackLead: post('subscriber/v1/track-lead'),
  formSave: post('form/v2/save'),
  sendOtpHbb: post('send-otp-hbb'),
  invoiceOtpSend: post('otp/v1/send-otp'),
  invoiceOtpResend: post('otp/v1/resend-otp'),
  invoiceOtpVerify: post('otp/v1/verify-otp'),
  paymentOtpSend: post('optimus/otp/send'),
  paymentOtpResend: post('optimus/otp/resend'),
  paymentOtpVerify: post('optimus/otp/verify'),
  verifyUser: post('otp/v1/verify-user', 'auth'),
  paymentOptions: post('transaction/v1/payment-options'),
  initiate: post('transaction/v1/initiate'),
  authInitiate: post('transaction/v1/auth/initiate'),
  process: post('transaction/v1/process'),
  authProcess: post('transaction/v1/auth/process'),
  status: get('transaction/v1/status'), // ?tid=
  fetch: get('transaction/fetch'), // ?txnId=
  exchangeRate: post('transaction/get/exchange/rate'),
  cmsPackage: get('cms/webpage/activePackage', 'content'), // ?opco=TZ&pageUrl=
  faqs: get('cms/webpage/getFaqs_pCategory', 'content'),
  likeCount: post('cms/webpage/likeCount/', 'content'),
  shops: get('cms/maps/{product}shopsbycoordinates', 'content'),
  geocode: get('maps/geocode', 'content'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/**
 * The compiler holds every endpoint to contract/openapi.yaml (CONTRACT-2): its path, with a
 * leading slash, is a path of the document's generated types and its method an operation there.
 * An endpoint the document lacks makes `EndpointsInContract` fail to compile.
 */
type Documented<E extends Endpoint> = `/${E['path']}` extends infer P extends keyof paths
  ? [NonNullable<paths[P][Lowercase<E['method']> & keyof paths[P]]>] extends [never]
    ? false
    : true
  : false;
type Assert<T extends true> = T;
export type EndpointsInContract = Assert<
  { [K in EndpointName]: Documented<(typeof endpoints)[K]> }[EndpointName]
>;

/**
 * The content service's publishing routes (issue 15), used by the CMS editor page only (never by
 * the portal): `PUT` a package's JSON to publish it, list its versions, restore one. Relative to
 * the content base; `{lang}` is en or sw, `{name}` a form or translation package, `{n}` a version.
 */
export const cmsPublishPaths = {
  package: 'cms/packages/{lang}/{name}', // PUT: the package JSON
  versions: 'cms/packages/{lang}/{name}/versions', // GET
  restore: 'cms/packages/{lang}/{name}/versions/{n}/restore', // POST
  pair: 'cms/packages/{name}', // PUT: { en, sw }, both languages published together
} as const;

/** A publishing path with its parts filled in, e.g. `/cms/packages/en/form-otp/versions`. */
export const cmsPublishPath = (
  route: keyof typeof cmsPublishPaths,
  parts: { lang?: string; name: string; n?: number },
) =>
  `${CONTENT_BASE}/${cmsPublishPaths[route]
    .replace('{lang}', encodeURIComponent(parts.lang ?? ''))
    .replace('{name}', encodeURIComponent(parts.name))
    .replace('{n}', String(parts.n ?? ''))}`;
