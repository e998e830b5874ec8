/**
 * The operator's response envelope. Business outcomes are HTTP 200 with their code in
 * `statusCode`; transport-level refusals carry a real HTTP status (see src/api/endpoints.ts).
 */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** HTTP 200 success: `{statusCode:200, status:'success', message, result}`. */
export function ok(result: unknown, message = 'Success'): Reply {
  return { status: 200, body: { statusCode: 200, status: 'success', message, result } };
}

/** HTTP 200 business failure with an operator code such as '2003' or '56D005'. */
export function fail(code: string | number, message: string, result?: unknown): Reply {
  const body: Record<string, unknown> = { statusCode: code, status: 'failure', message };
  if (result !== undefined) body.result = result;
  return { status: 200, body };
}

/** A transport-level failure: the HTTP status is the code. */
export function httpFail(status: number, message: string): Reply {
  return { status, body: { statusCode: status, status: 'failure', message } };
}

/** Content-service success: the payload under `data` (its contract) and `result` (the envelope rule). */
export function content(data: unknown): Reply {
  return {
    status: 200,
    body: { statusCode: 200, status: 'success', message: 'Success', data, result: data },
  };
}
