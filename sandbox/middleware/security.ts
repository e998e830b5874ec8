/** Security headers on every response, and long caching for Vite's hashed /assets/*. */
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'unsafe-eval': ajv compiles each CMS form schema into a function at run time (new Function).
  // Schemas change without a release, so they cannot be precompiled; see docs/decisions.md #8.
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Frame-Options', 'DENY');
  if (c.req.path.startsWith('/assets/') && c.res.status === 200) {
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (!c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};
