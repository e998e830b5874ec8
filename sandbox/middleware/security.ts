/** Security headers on every response, and long caching for Vite's hashed /assets/*. */
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No 'unsafe-eval': CMS form schemas are interpreted as data, never compiled into functions
  // (src/forms/interpretingValidator.ts; docs/decisions.md #39, which supersedes #8).
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Sent on every response; docs/hosting.md gives them to production hosts (a test compares). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (c.req.path.startsWith('/assets/') && (c.res.status === 200 || c.res.status === 304)) {
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (!c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};
