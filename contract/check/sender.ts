/**
 * Sends one call of the document as the portal sends it (src/api/client.ts): the fixed app
 * headers of API-6 on every service call, a POST body `{ data: ... }` with JSON content type, the
 * service base in front of the document's path. Each call is checked against the document both
 * ways (the request the run sent, the answer it got) and returned as an Exchange; it never
 * throws for an HTTP failure or a lost connection (status 0), only for a payment the guard stops.
 */
import { appHeaders } from '../../src/api/client.ts';
import { defaultRuntimeConfig } from '../../src/api/runtimeConfig.ts';
import { CONTRACT_OFF_HEADER } from '../../sandbox/middleware/contractWatch.ts';
import type { CheckConfig } from './config.ts';
import type { DocOperation, ServiceBases } from './document.ts';
import type { Exchange } from './exchange.ts';
import type { PaymentGuard } from './paymentGuard.ts';

/** The part of the contract validator (contract/validator.ts) the run uses; bodies as sent. */
export interface AnswerChecker {
  checkRequest(
    op: DocOperation,
    request: {
      query: Record<string, string>;
      headers: Record<string, string>;
      pathParams: Record<string, string>;
      /** The body's text; undefined when none was sent. */
      bodyText: string | undefined;
    },
  ): string[];
  checkResponse(op: DocOperation, status: number, bodyText: string): string[];
}

export interface CallOptions {
  /** The POST body's `data`. */
  data?: unknown;
  /** A whole JSON body instead of `{ data }` (a rule that checks the envelope, a package). */
  body?: unknown;
  /** Text sent as the body, as is. */
  rawBody?: string;
  /** A POST without any body (a restore). */
  noBody?: boolean;
  query?: Record<string, string | number | boolean>;
  pathParams?: Record<string, string>;
  /** Headers added or replacing an app header (names in lower case). */
  headers?: Record<string, string>;
  /** App headers left out. */
  omitHeaders?: string[];
  /** The Content-Type of a body; null sends none. Default application/json. */
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

/** Why a deliberate request is off the contract, for the sandbox's contract watch. */
export const CONTRACT_OFF_REASON = 'contract:check checks a refusal';

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

/** An answer's text as the report shows it: JSON parsed, else the text ('' when empty). */
function readAnswer(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `data` a payment call names, for the guard (a whole body's `data` too). */
const dataOf = (options: CallOptions): unknown =>
  options.body === undefined
    ? options.rawBody === undefined
      ? options.data
      : undefined
    : (options.body as { data?: unknown } | null)?.data;

export function createSender(opts: SenderOptions): Send {
  const { config, checker, guard } = opts;
  return async (op, options = {}) => {
    const hasBody = op.method !== 'GET' && options.noBody !== true;
    if (hasBody) guard.admit(op.operationId, dataOf(options));
    const query = Object.fromEntries(
      Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const pathParams = { product: config.product, ...options.pathParams };
    const bodyText = hasBody
      ? (options.rawBody ?? JSON.stringify(options.body ?? { data: options.data ?? {} }))
      : undefined;
    const headers: Record<string, string> = op.service === 'gateway' ? {} : fixedHeaders(config);
    for (const name of options.omitHeaders ?? []) delete headers[name];
    const contentType =
      options.contentType === undefined ? 'application/json' : options.contentType;
    if (hasBody && contentType !== null) headers['content-type'] = contentType;
    // On the sandbox, a request that breaks the contract on purpose says so, so its contract
    // watch (sandbox/middleware/contractWatch.ts) judges only the refusal; never sent elsewhere.
    if (options.deliberate && config.sandboxControl)
      headers[CONTRACT_OFF_HEADER] = CONTRACT_OFF_REASON;
    Object.assign(headers, options.headers);
    const url = urlOf(opts.base, opts.bases[op.service], op, pathParams, query);
    const headerNotes = [
      ...(options.omitHeaders ?? []).map((name) => `without ${name}`),
      ...Object.entries(options.headers ?? {}).map(([name, value]) => headerNote(name, value)),
      ...(hasBody && options.contentType !== undefined
        ? [contentType === null ? 'without content-type' : `content-type: ${contentType}`]
        : []),
    ];
    const exchange: Exchange = {
      operationId: op.operationId,
      request: {
        method: op.method,
        url,
        headerNotes,
        ...(bodyText === undefined ? {} : { body: bodyText }),
      },
      status: 0,
      body: '',
      answerProblems: [],
      requestProblems: checker.checkRequest(op, { query, headers, pathParams, bodyText }),
      deliberate: options.deliberate === true,
    };
    try {
      const response = await fetch(url, {
        method: op.method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
        // Bytes, not a string: fetch adds no Content-Type of its own to them.
        ...(bodyText === undefined ? {} : { body: new TextEncoder().encode(bodyText) }),
      });
      exchange.status = response.status;
      const text = await response.text();
      exchange.body = readAnswer(text);
      exchange.answerProblems = checker.checkResponse(op, exchange.status, text);
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
