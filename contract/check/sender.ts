/**
 * Sends one call of the document as the portal sends it (src/api/client.ts): the fixed app
 * headers of API-6 on every service call, a POST body `{ data: ... }` with JSON content type, the
 * service base in front of the document's path. Each call is checked against the document both
 * ways (the request the run sent, the answer it got) and returned as an Exchange; it never
 * throws for an HTTP failure or a lost connection (status 0), only for a payment the guard stops.
 */
import { appHeaders } from '../../src/api/client.ts';
import { defaultRuntimeConfig } from '../../src/api/runtimeConfig.ts';
import type { CheckConfig } from './config.ts';
import type { DocOperation, ServiceBases } from './document.ts';
import type { Exchange } from './exchange.ts';
import type { PaymentGuard } from './paymentGuard.ts';

/** The part of the contract validator (contract/validator.ts) the run uses. */
export interface AnswerChecker {
  checkRequest(
    op: DocOperation,
    request: { query: Record<string, string>; headers: Record<string, string>; body?: unknown },
  ): string[];
  checkResponse(op: DocOperation, status: number, body: unknown): string[];
}

export interface CallOptions {
  /** The POST body's `data`. */
  data?: unknown;
  /** A whole JSON body instead of `{ data }` (a rule that checks the envelope). */
  body?: unknown;
  /** Text sent as the body, as is. */
  rawBody?: string;
  query?: Record<string, string | number | boolean>;
  pathParams?: Record<string, string>;
  /** Headers added or replacing an app header (names in lower case). */
  headers?: Record<string, string>;
  /** App headers left out. */
  omitHeaders?: string[];
  /** The Content-Type of a POST; null sends none. Default application/json. */
  contentType?: string | null;
  /** The request breaks the contract on purpose: its own problems are not the service's. */
  deliberate?: boolean;
}

export interface SenderOptions {
  /** The deployment's origin, e.g. https://staging.example.co.tz. */
  base: string;
  bases: ServiceBases;
  config: CheckConfig;
  checker: AnswerChecker;
  guard: PaymentGuard;
  /** Told of every exchange (the run's per-check log). */
  onExchange?: (exchange: Exchange) => void;
}

export type Send = (op: DocOperation, options?: CallOptions) => Promise<Exchange>;

/** The headers every portal, auth and content call carries (API-6), from the environment file. */
export function fixedHeaders(config: CheckConfig): Record<string, string> {
  return appHeaders({
    ...defaultRuntimeConfig,
    apiKey: config.apiKey,
    serviceId: config.serviceId,
    opco: config.opco,
  });
}

/** The absolute URL of an operation's path under its service base. */
export function urlOf(
  base: string,
  serviceBase: string,
  op: DocOperation,
  pathParams: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = op.pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
  const root = /^https?:\/\//.test(serviceBase)
    ? serviceBase
    : `${base.replace(/\/+$/, '')}${serviceBase}`;
  const qs = new URLSearchParams(query).toString();
  return `${root}${path}${qs ? `?${qs}` : ''}`;
}

const headerNote = (name: string, value: string) =>
  name === 'authorization' && value.length > 24
    ? `authorization: ${value.slice(0, 20)}…`
    : `${name}: ${value}`;

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createSender(opts: SenderOptions): Send {
  const { config, checker, guard } = opts;
  return async (op, options = {}) => {
    const isPost = op.method === 'POST';
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const pathParams = { product: config.product, ...options.pathParams };
    const bodyValue = isPost ? (options.body ?? { data: options.data ?? {} }) : undefined;
    if (isPost) guard.admit(op.operationId, options.body === undefined ? options.data : undefined);
    const headers: Record<string, string> = op.service === 'gateway' ? {} : fixedHeaders(config);
    for (const name of options.omitHeaders ?? []) delete headers[name];
    const contentType =
      options.contentType === undefined ? 'application/json' : options.contentType;
    if (isPost && contentType !== null) headers['content-type'] = contentType;
    Object.assign(headers, options.headers);
    const bodyText =
      options.rawBody ?? (bodyValue === undefined ? undefined : JSON.stringify(bodyValue));
    const url = urlOf(opts.base, opts.bases[op.service], op, pathParams, query);
    const headerNotes = [
      ...(options.omitHeaders ?? []).map((name) => `without ${name}`),
      ...Object.entries(options.headers ?? {}).map(([name, value]) => headerNote(name, value)),
      ...(isPost && options.contentType !== undefined
        ? [contentType === null ? 'without content-type' : `content-type: ${contentType}`]
        : []),
    ];
    const exchange: Exchange = {
      operationId: op.operationId,
      request: { method: op.method, url, headerNotes, ...(bodyText ? { body: bodyText } : {}) },
      status: 0,
      body: '',
      answerProblems: [],
      requestProblems: checker.checkRequest(op, {
        query,
        headers,
        ...(bodyValue === undefined ? {} : { body: options.rawBody ? undefined : bodyValue }),
      }),
      deliberate: options.deliberate === true,
    };
    try {
      const response = await fetch(url, {
        method: op.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
        ...(bodyText === undefined ? {} : { body: bodyText }),
      });
      exchange.status = response.status;
      exchange.body = await readAnswer(response);
      exchange.answerProblems = checker.checkResponse(op, exchange.status, exchange.body);
    } catch (error) {
      exchange.error = unanswered(error, config.timeoutMs);
    }
    const id = initiatedId(exchange);
    if (id) guard.initiated(id);
    opts.onExchange?.(exchange);
    return exchange;
  };
}

/** Why a call got no answer, in words (never a stack). */
export function unanswered(error: unknown, timeoutMs: number): string {
  const e = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message ?? 'fetch failed'}: ${cause}` : (e.message ?? String(error));
}

/** The transaction id an initiation was answered with ('' when none). */
function initiatedId(ex: Exchange): string {
  if (ex.operationId !== 'initiate' && ex.operationId !== 'authInitiate') return '';
  const result = (ex.body as { result?: { transactionId?: unknown } } | null)?.result;
  return typeof result?.transactionId === 'string' ? result.transactionId : '';
}
