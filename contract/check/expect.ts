/**
 * Expectations of an answer, each failing with what was expected and what came instead, so the
 * report line says both without reading code.
 */
import { CheckFailure } from './checks.ts';
import type { DocRule } from './document.ts';
import { describeAnswer, envelopeOf, type Exchange } from './exchange.ts';

/** The answer must be HTTP `http` and, when given, carry `statusCode` (compared as text). */
export function expectAnswer(ex: Exchange, http: number, statusCode?: string): void {
  const code = envelopeOf(ex).statusCode;
  if (ex.status === http && (statusCode === undefined || code === statusCode)) return;
  const wanted = `HTTP ${http}${statusCode === undefined ? '' : ` with statusCode ${statusCode}`}`;
  throw new CheckFailure(wanted, describeAnswer(ex), ex);
}

/** A success in the envelope: HTTP 200, statusCode 200, status 'success'; its result. */
export function expectSuccess<T = unknown>(ex: Exchange): T {
  expectAnswer(ex, 200, '200');
  const { status, result } = envelopeOf(ex);
  if (status !== 'success')
    throw new CheckFailure("status 'success'", `status ${JSON.stringify(status)}`, ex);
  return result as T;
}

/** A business failure in the envelope: HTTP 200 with `statusCode` and status 'failure'. */
export function expectFailure(ex: Exchange, statusCode: string): void {
  expectAnswer(ex, 200, statusCode);
  const { status } = envelopeOf(ex);
  if (status !== 'failure')
    throw new CheckFailure("status 'failure'", `status ${JSON.stringify(status)}`, ex);
}

/** `condition` must hold; `expected` says what in words, `actual` what came instead. */
export function expectThat(
  condition: boolean,
  expected: string,
  actual: string,
  ex?: Exchange,
): asserts condition {
  if (!condition) throw new CheckFailure(expected, actual, ex);
}

/** How a rule is refused: its document's `refusal` over the run's fallback. */
export function refusalOf(
  rule: DocRule | undefined,
  fallback: { http: number; statusCode?: string },
): { http: number; statusCode?: string } {
  const http = rule?.refusal?.http ?? fallback.http;
  const statusCode = rule?.refusal?.statusCode ?? fallback.statusCode;
  return statusCode === undefined ? { http } : { http, statusCode };
}

/**
 * The answer must be the rule's refusal: its HTTP status and, when the document names one, its
 * statusCode; a refusal in an HTTP 200 body must say status 'failure'.
 */
export function expectRefused(
  ex: Exchange,
  rule: DocRule | undefined,
  fallback: { http: number; statusCode?: string },
): void {
  const refusal = refusalOf(rule, fallback);
  expectAnswer(ex, refusal.http, refusal.statusCode);
  const { status } = envelopeOf(ex);
  if (ex.status === 200 && status !== 'failure')
    throw new CheckFailure("a refusal: status 'failure'", `status ${JSON.stringify(status)}`, ex);
}

/** A string field of an object result, or a failure naming it. */
export function textField(ex: Exchange, value: unknown, key: string): string {
  const field =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined;
  if (typeof field === 'string' && field !== '') return field;
  throw new CheckFailure(`result.${key} (a non-empty string)`, JSON.stringify(field) ?? 'none', ex);
}
