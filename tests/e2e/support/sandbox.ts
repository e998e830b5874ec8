/**
 * Thin clients of the sandbox control API (/__sandbox/...), used by e2e tests to set the scene.
 * Every call carries the control header and no Origin (Node's fetch sends none), as the control
 * API asks (sandbox/control/guard.ts).
 */
import { CONTROL_PATHS, controlHeaders } from '../../../sandbox/control/contract.ts';
import type { Violation } from '../../../sandbox/middleware/contractWatch.ts';
import { cmsPublishPath } from '../../../src/api/endpoints.ts';

/**
 * A fault the sandbox applies to the next `count` calls to a path. The path is matched without
 * its query (so every CMS package shares '/cms/webpage/activePackage'); for portal and auth
 * service calls the part after the service base also matches, e.g. 'resource/v1/config'.
 */
export interface SandboxFault {
  path: string;
  /** How many calls the fault applies to (default 1). */
  count?: number;
  /** HTTP status to answer with (body `{statusCode, status:'failure', message}`). */
  status?: number;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Answer with a body that is not valid JSON. */
  malformed?: boolean;
}

async function control(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(new URL(`/__sandbox/${path}`, baseUrl), {
    method,
    headers: {
      ...controlHeaders(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} /__sandbox/${path} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

/** Back to the seeded test data: clears faults, config overrides and transactions. */
export async function resetSandbox(baseUrl: string): Promise<void> {
  await control(baseUrl, 'POST', 'reset');
}

/** Overrides part of the portal-service config the sandbox serves (until the next reset). */
export async function setSandboxConfig(
  baseUrl: string,
  patch: Record<string, unknown>,
): Promise<unknown> {
  return control(baseUrl, 'PATCH', 'config', patch);
}

/** Breaks the next call(s) to a path (until used up or the next reset). */
export async function injectFault(baseUrl: string, fault: SandboxFault): Promise<unknown> {
  return control(baseUrl, 'POST', 'faults', fault);
}

/** Every transaction the sandbox recorded since the last reset, as it lists them. */
export async function sandboxTransactions<T = Record<string, unknown>>(
  baseUrl: string,
): Promise<T[]> {
  const body = (await control(baseUrl, 'GET', 'transactions')) as unknown;
  if (Array.isArray(body)) return body as T[];
  const wrapped = body as { result?: unknown; transactions?: unknown } | undefined;
  const list = wrapped?.result ?? wrapped?.transactions;
  if (Array.isArray(list)) return list as T[];
  throw new Error(`GET /__sandbox/transactions returned no list: ${JSON.stringify(body)}`);
}

/** What broke the contract since the last call (the sandbox watches it), oldest first; then cleared. */
export async function takeContractViolations(baseUrl: string): Promise<Violation[]> {
  const path = CONTROL_PATHS.contractViolations.replace(/^\/__sandbox\//, '');
  const body = (await control(baseUrl, 'GET', path)) as { result?: unknown } | undefined;
  if (Array.isArray(body?.result)) return body.result as Violation[];
  throw new Error(`GET /__sandbox/${path} returned no list: ${JSON.stringify(body)}`);
}

/** Every form the sandbox saved through form/v2/save since the last reset, oldest first. */
export async function sandboxForms<T = Record<string, unknown>>(baseUrl: string): Promise<T[]> {
  const body = (await control(baseUrl, 'GET', 'forms')) as { result?: unknown } | undefined;
  if (Array.isArray(body?.result)) return body.result as T[];
  throw new Error(`GET /__sandbox/forms returned no list: ${JSON.stringify(body)}`);
}

/** The airtime balance (whole TZS) the sandbox holds for `msisdn`. */
export async function sandboxAirtime(baseUrl: string, msisdn: string): Promise<number> {
  const query = `balances?msisdn=${encodeURIComponent(msisdn)}`;
  const body = (await control(baseUrl, 'GET', query)) as { result?: { airtime?: unknown } };
  if (typeof body.result?.airtime === 'number') return body.result.airtime;
  throw new Error(`GET /__sandbox/${query} returned no airtime: ${JSON.stringify(body)}`);
}

/**
 * The payer's phone answers its newest waiting M-Pesa push, as a real phone would (README:
 * 718000001's phone never answers on its own). Returns the transaction as the status call now
 * sees it; throws when that phone has no push waiting (404).
 */
export async function answerMpesaPush(
  baseUrl: string,
  msisdn: string,
  decision: 'approve' | 'decline',
): Promise<{ transactionId: string; transactionStatus: string; statusReason?: string }> {
  const path = CONTROL_PATHS.mpesaApproval.replace(/^\/__sandbox\//, '');
  const body = (await control(baseUrl, 'POST', path, { msisdn, decision })) as {
    result: { transactionId: string; transactionStatus: string; statusReason?: string };
  };
  return body.result;
}

/**
 * Publishes a package's EN and SW texts together through the content service, as the editor's
 * "Publish both" does (sandbox/cms/publish.ts); a refusal fails with the service's problems.
 */
export async function publishPair(
  baseUrl: string,
  name: string,
  text: { en: string; sw: string },
): Promise<void> {
  const response = await fetch(new URL(cmsPublishPath('pair', { name }), baseUrl), {
    method: 'PUT',
    headers: { ...controlHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(text),
  });
  if (!response.ok)
    throw new Error(`publishing ${name} answered ${response.status}: ${await response.text()}`);
}
