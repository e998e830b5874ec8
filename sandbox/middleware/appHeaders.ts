/**
 * The fixed app headers of API-6, checked on every portal and auth call. A missing one
 * answers HTTP 400 'Missing header x-...'; a wrong value 'Invalid header x-...' (x-api-key: 401).
 * A POST needs Content-Type application/json (400 when missing, 415 for any other type).
 */
import type { MiddlewareHandler } from 'hono';
import { AUTH_BASE, PORTAL_BASE } from '../../src/api/endpoints.ts';
import { isJsonMediaType, UNSUPPORTED_MEDIA_TYPE } from '../core/jsonMediaType.ts';

/** The sandbox's API key, also served in /config.json. */
export const SANDBOX_API_KEY = 'sandbox-key';

/** Header -> required value (undefined: any non-empty value). */
export const REQUIRED_HEADERS: Record<string, string | undefined> = {
  'x-mask-request': 'enable',
  'x-product': 'ORP',
  'x-app-version': '1.0.0',
  'x-api-key': SANDBOX_API_KEY,
  'x-service-id': undefined,
  'x-opco': 'TZ',
  'x-run-mode': 'beta',
};

const failure = (statusCode: number, message: string) => ({
  statusCode,
  status: 'failure',
  message,
});

export const appHeaders: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (!path.startsWith(`${PORTAL_BASE}/`) && !path.startsWith(`${AUTH_BASE}/`)) return next();
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type');
    if (!type) return c.json(failure(400, 'Missing header content-type'), 400);
    // Only application/json (charset parameters allowed): application/jsonx, text/json ... 415.
    if (!isJsonMediaType(type)) return c.json(failure(415, UNSUPPORTED_MEDIA_TYPE), 415);
  }
  for (const [name, expected] of Object.entries(REQUIRED_HEADERS)) {
    const value = c.req.header(name);
    if (!value) return c.json(failure(400, `Missing header ${name}`), 400);
    if (expected !== undefined && value !== expected) {
      return name === 'x-api-key'
        ? c.json(failure(401, 'Invalid header x-api-key'), 401)
        : c.json(failure(400, `Invalid header ${name}`), 400);
    }
  }
  return next();
};
