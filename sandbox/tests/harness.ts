/** Test harness: a real sandbox on a free port with an in-memory database, and fetch helpers. */
import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { AUTH_BASE, PORTAL_BASE, endpoints, type EndpointName } from '../../src/api/endpoints.ts';
import { startSandbox, type RunningSandbox, type StartOptions } from '../listen.ts';
import { CONTROL_PATHS, controlHeaders } from '../control/contract.ts';
import { fullPath } from '../core/mount.ts';
import type { InitiationResult } from '../../src/api/wire.ts';
import { CONTRACT_OFF_HEADER, type Violation } from '../middleware/contractWatch.ts';
import { violationsMessage, WATCH_CONTRACT_BY_DEFAULT } from './contractViolations.ts';

/** The fixed app headers the portal's client sends (API-6). */
export const APP_HEADERS: Record<string, string> = {
  'x-mask-request': 'enable',
  'x-product': 'ORP',
  'x-app-version': '1.0.0',
  'x-api-key': 'sandbox-key',
  'x-service-id': 'ORP_PORTAL',
  'x-opco': 'TZ',
  'x-run-mode': 'beta',
};

/** Query parameters the portal always sends with a call (the config's `code=PORTAL`, API-10). */
const PORTAL_QUERIES: Partial<Record<EndpointName, Record<string, string>>> = {
  config: { code: 'PORTAL' },
};

export interface Answer {
  http: number;
  body: {
    statusCode?: number | string;
    status?: string;
    message?: string;
    result?: unknown;
    data?: unknown;
    [k: string]: unknown;
  };
}

export interface Harness {
  url(): string;
  call(
    name: EndpointName,
    opts?: {
      data?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      /**
       * Why this call breaks the contract on purpose (to see the refusal): sent as
       * `x-contract-off`, it exempts the request, not the answer, from the contract watch.
       */
      offContract?: string;
    },
  ): Promise<Answer>;
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** A control API call as a test sends it: same origin, with the control header. */
  control(path: string, method: string, body?: unknown): Promise<Answer>;
}

/**
 * Starts one sandbox for the file and resets it before each test. When it watches the contract
 * (`watchContract`; default: the project's, else WATCH_CONTRACT_BY_DEFAULT), a test that sent a
 * request or got an answer the contract does not allow fails after it, with what broke.
 */
export function sandboxForFile(opts: Partial<StartOptions> = {}): Harness {
  let running: RunningSandbox | undefined;
  // A production-mode sandbox has no control API to read the violations from: it never watches.
  const watchContract =
    opts.mode !== 'production' &&
    (opts.watchContract ?? inject('watchContract') ?? WATCH_CONTRACT_BY_DEFAULT);
  beforeAll(async () => {
    running = await startSandbox({
      mode: 'sandbox',
      port: 0,
      dbPath: ':memory:',
      distDir: null,
      ...opts,
      watchContract,
    });
  });
  afterAll(async () => running?.close());
  const url = () => {
    if (!running) throw new Error('sandbox not started');
    return running.url;
  };
  const raw = (path: string, init?: RequestInit) =>
    fetch(url() + path, { redirect: 'manual', ...init });
  const toAnswer = async (res: Response): Promise<Answer> => ({
    http: res.status,
    body: JSON.parse(await res.text()) as Answer['body'],
  });
  const harness: Harness = {
    url,
    raw,
    async call(name, { data, query, headers, offContract } = {}) {
      const endpoint = endpoints[name];
      const fullQuery = { ...PORTAL_QUERIES[name], ...query };
      const qs = Object.keys(fullQuery).length
        ? `?${new URLSearchParams(fullQuery).toString()}`
        : '';
      const post = endpoint.method === 'POST';
      const res = await raw(fullPath(endpoint) + qs, {
        method: endpoint.method,
        headers: {
          ...APP_HEADERS,
          ...(post ? { 'Content-Type': 'application/json' } : {}),
          ...(offContract ? { [CONTRACT_OFF_HEADER]: offContract } : {}),
          ...headers,
        },
        ...(post ? { body: JSON.stringify({ data: data ?? {} }) } : {}),
      });
      return toAnswer(res);
    },
    async control(path, method, body) {
      const res = await raw(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...controlHeaders() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return toAnswer(res);
    },
  };
  beforeEach(async () => {
    if (running) await harness.control('/__sandbox/reset', 'POST');
  });
  if (watchContract)
    afterEach(async () => {
      if (!running) return;
      const taken = await harness.control(CONTROL_PATHS.contractViolations, 'GET');
      if (taken.http !== 200 || !Array.isArray(taken.body.result))
        throw new Error(
          `contract violations unreadable: HTTP ${taken.http} ${JSON.stringify(taken.body)}`,
        );
      const violations = taken.body.result as Violation[];
      if (violations.length > 0) throw new Error(violationsMessage(violations));
    });
  return harness;
}

/** The payment most sandbox tests initiate: a TZS 1000 prepaid recharge in Tanzania. */
export const RECHARGE_TZS_1000 = {
  amount: 1000,
  countryCode: '255',
  currencyCode: 'TZS',
  transactionType: 'PREPAID_RECHARGE',
} as const;

/**
 * A PIN encrypted as the portal does (RSA-OAEP, SHA-256) with the sandbox's public key from
 * /config.json, read once per file.
 */
export function pinEncrypter(h: Harness): (pin: string) => Promise<string> {
  let publicKey = '';
  return async (pin) => {
    if (!publicKey)
      publicKey = ((await (await h.raw('/config.json')).json()) as { rsaPublicKey: string })
        .rsaPublicKey;
    return publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(pin),
    ).toString('base64');
  };
}

/** A sandbox for one test file that pays by PIN: the harness and its PIN encrypter. */
export function paymentSandbox(opts: Partial<StartOptions> = {}): {
  h: Harness;
  encryptPin: (pin: string) => Promise<string>;
} {
  const h = sandboxForFile(opts);
  return { h, encryptPin: pinEncrypter(h) };
}

/** The transaction id an initiation answered with; '' when it was refused. */
export const transactionIdOf = (a: Answer): string =>
  (a.body.result as InitiationResult | undefined)?.transactionId ?? '';

/** Path helpers for raw calls. */
export const portalPath = (path: string) => `${PORTAL_BASE}/${path}`;
export const authPath = (path: string) => `${AUTH_BASE}/${path}`;

/** Payment OTP for a number, verified with 123456: the Authorization header and uniqueCode. */
export async function verifiedPaymentOtp(
  h: Harness,
  msisdn: string,
): Promise<{ authorization: string; uniqueCode: string }> {
  const sent = await h.call('paymentOtpSend', { data: { msisdn } });
  const refId = (sent.body.result as { refId: string }).refId;
  const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
  const r = verified.body.result as { uniqueCode: string; tokenType: string; accessToken: string };
  return { authorization: `${r.tokenType} ${r.accessToken}`, uniqueCode: r.uniqueCode };
}

/** Starts a card (PG) payment of TZS 1000 for a prepaid recharge; returns its transactionId. */
export async function initiateCard(
  h: Harness,
  msisdn = '712000001',
  paymentGateway = 'Selcom',
): Promise<string> {
  const data = {
    ...RECHARGE_TZS_1000,
    emailId: 'a@b.co',
    mobileNumber: msisdn,
    paymentMode: 'PG',
    paymentGateway,
  };
  return ((await h.call('initiate', { data })).body.result as InitiationResult).transactionId;
}
