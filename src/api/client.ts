/**
 * The one HTTP client of the portal: a ky instance per service base (portal, auth, content) with
 * the fixed app headers of API-6, a timeout and GET-only retries. `call` turns every
 * answer (business failure, HTTP error, timeout, broken body) into an ApiOutcome and never throws.
 */
import ky, {
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  type Hooks,
  type KyInstance,
  type Options,
} from 'ky';
import { cacheKey, readCache, writeCache } from './cache.ts';
import { endpoints, type Endpoint, type EndpointName, type Service } from './endpoints.ts';
import { GENERIC_ERROR, isEnvelope, toOutcome } from './envelope.ts';
import type { ApiOutcome } from './outcome.ts';
import { runtimeConfig, type RuntimeConfig } from './runtimeConfig.ts';

export { GENERIC_ERROR, requireResult, isSuccess, extractErrorMessage } from './envelope.ts';

/** App version sent in `x-app-version` (API-6). */
export const APP_VERSION = '1.0.0';

/** Query values; undefined ones are left out of the URL. */
export type Query = Record<string, string | number | boolean | undefined>;

/** Options of one call. `data` becomes the POST body `{ data }`. */
export interface CallOptions {
  data?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Cache an ok result in session storage for this many ms (GETs and read-only POSTs). */
  cacheMs?: number;
  /**
   * Cancels the request (the screen or statechart state that asked was left): the call then
   * answers `{ ok: false, code: 'aborted' }`, which is never cached (only ok answers are, API-5)
   * and never shown. Given to reads only: a POST that moves money or sends a code is never cut off
   * halfway (API-9).
   */
  signal?: AbortSignal | undefined;
}

/** Test and Storybook seams: a fetch stub, extra ky hooks (spies), a short retry delay. */
export interface HttpOverrides {
  fetch?: typeof fetch;
  hooks?: Hooks;
  retryDelayMs?: number;
}

/** The fixed app headers of API-6 (names recorded in docs/decisions.md, record 5). */
export function appHeaders(cfg: RuntimeConfig = runtimeConfig()): Record<string, string> {
  return {
    'x-mask-request': 'enable',
    'x-product': 'ORP',
    'x-app-version': APP_VERSION,
    'x-api-key': cfg.apiKey,
    'x-service-id': cfg.serviceId,
    'x-opco': cfg.opco,
    'x-run-mode': 'beta',
  };
}

let overrides: HttpOverrides = {};
let built: { cfg: RuntimeConfig; clients: Record<Service, KyInstance> } | undefined;

/** Replaces the test seams and rebuilds the instances on next use. */
export function configureHttp(next: HttpOverrides = {}): void {
  overrides = next;
  built = undefined;
}

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

function createInstance(base: string, cfg: RuntimeConfig): KyInstance {
  const { retryDelayMs } = overrides;
  const options: Options = {
    // An empty base means "same origin": '/' keeps paths origin-relative, never page-relative.
    prefix: base === '' ? '/' : base,
    headers: appHeaders(cfg),
    timeout: cfg.requestTimeoutMs,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: RETRY_STATUSES,
      maxRetryAfter: 5_000,
      ...(retryDelayMs === undefined ? {} : { delay: () => retryDelayMs }),
      // Any 5xx is worth a second try for a GET; other errors keep ky's rule (network errors).
      shouldRetry: ({ error }) =>
        isHTTPError(error)
          ? error.response.status >= 500 || RETRY_STATUSES.includes(error.response.status)
          : undefined,
    },
  };
  if (overrides.fetch) options.fetch = overrides.fetch;
  if (overrides.hooks) options.hooks = overrides.hooks;
  return ky.create(options);
}

/** The ky instance of a service, rebuilt whenever the runtime configuration object changes. */
export function httpClient(service: Service): KyInstance {
  const cfg = runtimeConfig();
  if (built?.cfg !== cfg) {
    built = {
      cfg,
      clients: {
        portal: createInstance(cfg.portalBase, cfg),
        auth: createInstance(cfg.authBase, cfg),
        content: createInstance(cfg.contentBase, cfg),
      },
    };
  }
  return built.clients[service];
}

/** The endpoint path with `{product}` replaced by the lower-cased product name. */
export function resolvePath(endpoint: Endpoint): string {
  return endpoint.path.replace('{product}', runtimeConfig().product.toLowerCase());
}

function cleanQuery(
  query: Query | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    (e): e is [string, string | number | boolean] => e[1] !== undefined,
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function malformed<T>(httpStatus?: number): ApiOutcome<T> {
  return {
    ok: false,
    code: 'malformed',
    message: GENERIC_ERROR,
    ...(httpStatus ? { httpStatus } : {}),
  };
}

/** Reads a 2xx body. The content service answers bare `{data:{...}}` without an envelope. */
function fromBody<T>(text: string, httpStatus: number, service: Service): ApiOutcome<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return malformed(httpStatus);
  }
  if (!isEnvelope(body)) return malformed(httpStatus);
  if (service === 'content' && body.statusCode === undefined && body.status === undefined) {
    const bare = body as Record<string, unknown>;
    return { ok: true, result: (bare.data ?? bare.result ?? bare) as T };
  }
  return toOutcome<T>(body, httpStatus);
}

function fromError<T>(error: unknown): ApiOutcome<T> {
  if (isHTTPError(error)) {
    const status = error.response.status;
    let data: unknown = error.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        data = undefined;
      }
    }
    if (isEnvelope(data)) return toOutcome<T>(data, status);
    return { ok: false, code: String(status), message: GENERIC_ERROR, httpStatus: status };
  }
  if (isTimeoutError(error)) return { ok: false, code: 'timeout', message: GENERIC_ERROR };
  if (error instanceof Error && error.name === 'AbortError')
    return { ok: false, code: 'aborted', message: GENERIC_ERROR };
  if (isNetworkError(error)) return { ok: false, code: 'network', message: GENERIC_ERROR };
  return { ok: false, code: 'network', message: GENERIC_ERROR };
}

async function send<T>(
  name: EndpointName,
  opts: CallOptions,
  query: ReturnType<typeof cleanQuery>,
): Promise<ApiOutcome<T>> {
  const endpoint = endpoints[name];
  const isPost = endpoint.method === 'POST';
  const options: Options = {
    method: endpoint.method.toLowerCase(),
    headers: { ...(isPost ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
  };
  if (query) options.searchParams = query;
  if (opts.signal) options.signal = opts.signal;
  if (isPost) {
    options.json = { data: opts.data ?? {} };
    options.retry = 0; // a POST may move money: never sent twice by the client
  }
  try {
    const response = await httpClient(endpoint.service)(resolvePath(endpoint), options);
    return fromBody<T>(await response.text(), response.status, endpoint.service);
  } catch (error) {
    return fromError<T>(error);
  }
}

/**
 * Stores `outcome` as the cached answer of a call (the build's prerender draws the screens with
 * it, as the first-screen warm-up would have fetched it).
 */
export function primeCall<T>(
  name: EndpointName,
  outcome: ApiOutcome<T>,
  ttlMs: number,
  opts: Pick<CallOptions, 'query' | 'data'> = {},
): void {
  writeCache(cacheKey(name, cleanQuery(opts.query), opts.data), outcome, ttlMs);
}

/**
 * The cached answer of a cached call, without calling (undefined when there is none): lets a
 * screen's first render show what the first-screen warm-up already fetched, instead of a
 * placeholder and a second render.
 */
export function peekCall<T>(name: EndpointName, opts: Pick<CallOptions, 'query' | 'data'> = {}) {
  return readCache<ApiOutcome<T>>(cacheKey(name, cleanQuery(opts.query), opts.data));
}

/**
 * Calls one endpoint of src/api/endpoints.ts. Never throws: business failures, HTTP errors,
 * timeouts, network failures and unreadable bodies all become `{ ok: false, code, message }`.
 */
export async function call<T>(name: EndpointName, opts: CallOptions = {}): Promise<ApiOutcome<T>> {
  const query = cleanQuery(opts.query);
  const key = opts.cacheMs && opts.cacheMs > 0 ? cacheKey(name, query, opts.data) : undefined;
  if (key) {
    const hit = readCache<ApiOutcome<T>>(key);
    if (hit) return hit;
  }
  const outcome = await send<T>(name, opts, query);
  if (key && outcome.ok) writeCache(key, outcome, opts.cacheMs);
  return outcome;
}
