/**
 * The response envelope rules of API-1, API-2 and API-3, kept apart from HTTP so they can be
 * tested as plain functions: what counts as success, and which text explains a failure.
 */
import type { ApiOutcome } from './outcome.ts';
import type { Envelope } from './wire.ts';
import { GENERIC_TEXT } from '../content/genericText.ts';

/** The generic fallback text (API-4), the words of src/content/genericText.ts. */
export const GENERIC_ERROR = GENERIC_TEXT;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` looks like a response envelope (an object); arrays and primitives are not. */
export function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value);
}

/** Success rule: statusCode 200 (number or string) or status 'success', case-insensitive. */
export function isSuccess(body: Envelope): boolean {
  const code = body.statusCode;
  if (code !== undefined && code !== null && String(code).trim() === '200') return true;
  return typeof body.status === 'string' && body.status.trim().toLowerCase() === 'success';
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Error text: body.error.message, else body.message, else 'Something Went Wrong!'. */
export function extractErrorMessage(body: unknown): string {
  if (!isRecord(body)) return GENERIC_ERROR;
  const nested = isRecord(body.error) ? nonEmpty(body.error.message) : undefined;
  return nested ?? nonEmpty(body.message) ?? GENERIC_ERROR;
}

/**
 * Turns a parsed body into an outcome. `httpStatus` is the HTTP status the body came with; a
 * failure's code is the body's statusCode, else the HTTP status, always as a string.
 */
export function toOutcome<T>(body: Envelope, httpStatus: number): ApiOutcome<T> {
  const httpOk = httpStatus >= 200 && httpStatus < 300;
  if (httpOk && isSuccess(body)) {
    const message = nonEmpty(body.message);
    return message === undefined
      ? { ok: true, result: body.result as T }
      : { ok: true, result: body.result as T, message };
  }
  return {
    ok: false,
    code: String(body.statusCode ?? httpStatus),
    message: extractErrorMessage(body),
    result: body.result,
    httpStatus,
  };
}

/**
 * API-3: "an empty or missing result" is a failure for screens that need one. Turns an
 * ok outcome whose result is null, undefined, '' or an empty array into `{ok:false, code:'empty'}`.
 */
export function requireResult<T>(outcome: ApiOutcome<T | null | undefined>): ApiOutcome<T> {
  if (!outcome.ok) return outcome;
  const r = outcome.result;
  const empty = r === undefined || r === null || r === '' || (Array.isArray(r) && r.length === 0);
  if (empty) return { ok: false, code: 'empty', message: outcome.message ?? GENERIC_ERROR };
  return { ...outcome, result: r };
}
