/**
 * Answer builders of the MSW handlers in tests and stories, in the operator's envelope
 * (`statusCode`, `status`, `message`, `result`), so every feature's handlers answer in one shape.
 */
import { HttpResponse } from 'msw';

/** Every portal-service URL in handlers; '*' matches any base (a test origin or the same origin). */
export const PORTAL = '*/orp/bfe/api/portal-service';

/** HTTP 200 with status 'success' and the given result. */
export const ok = (result: unknown, message = 'Success') =>
  HttpResponse.json({ statusCode: 200, status: 'success', message, result });

/** HTTP 200 with status 'failure': the service's way of refusing a request. */
export const failure = (code: string | number, message: string, result: unknown = null) =>
  HttpResponse.json({ statusCode: code, status: 'failure', message, result });

/** An HTTP error status carrying the envelope with no result (404 package, 500 down, 502 ...). */
export const httpFailure = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, status: 'failure', message }, { status });

/** The `data` object of a request body (`{ data: {...} }`), or {} when there is none. */
export async function bodyData(request: Request): Promise<Record<string, unknown>> {
  const body = (await request.json().catch(() => ({}))) as { data?: Record<string, unknown> };
  return body.data ?? {};
}

/** The content service's success: the same list under both `data` and `result`. */
export const contentOk = (result: unknown) =>
  HttpResponse.json({
    statusCode: 200,
    status: 'success',
    message: 'Success',
    data: result,
    result,
  });
