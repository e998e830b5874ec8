/**
 * Every route the sandbox answers, as the corpus sends to it: the portal's service calls
 * (src/api/endpoints.ts, so a new endpoint is covered the day it is added), the runtime config,
 * the card gateway and Paystack stand-ins, the control API and the static portal.
 */
import { PG_CALLBACK_PATH, endpoints, type EndpointName } from '../../../src/api/endpoints.ts';
import { CONTROL_PATHS } from '../../control/contract.ts';
import { fullPath } from '../../core/mount.ts';

/** What a route promises to answer, whatever it is sent. */
export type Answers =
  /** JSON: an object; a 4xx is the envelope {statusCode, status: 'failure', message}. */
  | 'json'
  /** As json, or a same-origin redirect (the card callback returns to the portal). */
  | 'json-or-redirect'
  /** An HTML page (the gateway stand-in), or the JSON envelope. */
  | 'html-or-json'
  /** A static file, a page, a text note or the JSON envelope: never a file outside dist. */
  | 'static';

export interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  answers: Answers;
  /** A control route: the corpus sends it with and without the control header. */
  control?: boolean;
  /**
   * The one 5xx the spec defines for a caller's own doing: an OTP send over the limit answers
   * 502 'max limit exhausted, please try after sometime.' (spec, OTP codes).
   */
  otpSend?: boolean;
}

const OTP_SENDS: readonly EndpointName[] = [
  'paymentOtpSend',
  'paymentOtpResend',
  'invoiceOtpSend',
  'invoiceOtpResend',
  'sendOtpHbb',
];

export const serviceTargets: Target[] = (Object.keys(endpoints) as EndpointName[]).map((name) => ({
  name,
  method: endpoints[name].method,
  path: fullPath(endpoints[name]),
  answers: 'json',
  ...(OTP_SENDS.includes(name) ? { otpSend: true } : {}),
}));

export const standInTargets: Target[] = [
  { name: 'runtime config', method: 'GET', path: '/config.json', answers: 'json' },
  { name: 'card gateway page', method: 'GET', path: '/__sandbox/gw/pay', answers: 'html-or-json' },
  { name: 'card callback', method: 'GET', path: PG_CALLBACK_PATH, answers: 'json-or-redirect' },
  // The gateway page's Approve / Decline / Cancel forms post here; refusals are HTML notices.
  {
    name: 'card gateway decision',
    method: 'POST',
    path: '/__sandbox/gw/decide',
    answers: 'html-or-json',
  },
  {
    name: 'paystack complete',
    method: 'POST',
    path: '/__sandbox/paystack/complete',
    answers: 'json',
  },
];

/** The control API: every route answers JSON, and is sent with and without its header. */
export const controlTargets: Target[] = (
  [
    ['control reset', 'POST', CONTROL_PATHS.reset],
    ['control config', 'PATCH', CONTROL_PATHS.config],
    ['control faults', 'POST', CONTROL_PATHS.faults],
    ['control transactions', 'GET', CONTROL_PATHS.transactions],
    ['control forms', 'GET', CONTROL_PATHS.forms],
    ['control balances', 'GET', CONTROL_PATHS.balances],
    ['control M-Pesa approval', 'POST', CONTROL_PATHS.mpesaApproval],
  ] as const
).map(([name, method, path]) => ({ name, method, path, answers: 'json', control: true }));

/** Where path traversal is tried: the static root and every prefix that routes by path. */
export const TRAVERSAL_PREFIXES = [
  '/',
  '/assets/',
  '/sw/',
  '/cms/webpage/',
  '/cms/maps/',
  '/maps/',
  '/__sandbox/',
  '/__sandbox/gw/',
  '/orp/bfe/api/portal-service/',
  '/auth/bfe/api/portal-service/',
];
