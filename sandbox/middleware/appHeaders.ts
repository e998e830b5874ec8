/**
 * The fixed app headers of API-6, checked on every portal and auth call. A missing one
 * answers HTTP 400 'Missing header x-...'; a wrong value 'Invalid header x-...' (x-api-key: 401).
 */
import type { MiddlewareHandler } from 'hono';
import { AUTH_BASE, PORTAL_BASE } from '../../src/api/endpoints.ts';

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
  if (
    c.req.method === 'POST' &&
    !(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')
  ) {
    return c.json(
      failure(
        400,
        c.req.header('content-type')
          ? 'Invalid header content-type'
          : 'Missing header content-type',
      ),
      400,
    );
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
