/**
 * Which Content-Type a JSON request body may carry: `application/json`, with nothing after it but
 * `charset` parameters (`application/json; charset=utf-8`). A prefix test let `application/jsonx`
 * through, and `text/json` or `application/json-patch+json` are other formats: each is refused
 * (415), so no body is read as JSON unless its sender said it is JSON.
 */

/** True when `header` names application/json, optionally with charset parameters only. */
export function isJsonMediaType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = '', ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => /^\s*charset\s*=\s*(?:"[\w.:-]+"|[\w.:-]+)\s*$/i.test(param));
}

/** The answer to a body whose Content-Type is not JSON. */
export const UNSUPPORTED_MEDIA_TYPE = 'Content-Type must be application/json';
