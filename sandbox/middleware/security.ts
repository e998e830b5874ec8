/** Security headers on every response, and long caching for Vite's hashed /assets/*. */
import type { MiddlewareHandler } from 'hono';
import { TRUSTED_TYPE_POLICIES } from '../../src/security/trustedTypePolicies.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No 'unsafe-eval': CMS form schemas are interpreted as data, never compiled into functions
  // (src/forms/interpretingValidator.ts; docs/decisions.md #39, which supersedes #8).
  "script-src 'self'",
  // 'unsafe-inline' styles stay: the prerendered skeletons are sized by style attributes and the
  // Google Maps script needs it in production; a style cannot run script (decisions.md, CSP).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  // OFF-1, OFF-2: the portal's own service worker (/sw.js) and manifest, nothing from elsewhere.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Script sinks (innerHTML, DOMParser, script.src) take only what a named policy made
  // (src/security/trustedTypes.ts); a plain string there is refused by the browser.
  "require-trusted-types-for 'script'",
  `trusted-types ${Object.values(TRUSTED_TYPE_POLICIES).join(' ')}`,
].join('; ');

/** Sent on every response but hashed code ({@link HASHED_CODE_HEADERS}); docs/hosting.md gives them to production hosts (a test compares). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Only the store locator and coverage map ask for the location, and only from the portal itself.
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), usb=()',
  // No other window keeps a handle on the portal's (a popup it opens cannot reach back either).
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * All a hashed script or stylesheet under /assets/ needs: the CSP, frame, opener and permissions
 * headers govern documents and workers (sw.js is not under /assets/), and the referrer policy
 * above is the browser's default anyway. On HTTP/1.1 the full set costs 838 bytes per file, about
 * a kilobyte for every code file a phone fetches; HTTP/2 hosts compress it away (docs/hosting.md).
 * Pictures and anything else under /assets/ keep the full set (an SVG opened alone is a document).
 */
export const HASHED_CODE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** A hashed build script or stylesheet (Vite's /assets/ output, and its .br/.gz siblings). */
export const isHashedCode = (path: string) =>
  path.startsWith('/assets/') && /\.(?:js|css)$/.test(path);

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = isHashedCode(c.req.path) ? HASHED_CODE_HEADERS : SECURITY_HEADERS;
  for (const [name, value] of Object.entries(headers)) {
    // A page that needs another policy sets its own: the contract's reference page, the one such
    // page (sandbox mode only; sandbox/contract/referencePageCsp.ts says what it changes and why).
    if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
  if (c.req.path.startsWith('/assets/') && (c.res.status === 200 || c.res.status === 304)) {
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (!c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};
