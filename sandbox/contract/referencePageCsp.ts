/**
 * The Content-Security-Policy of the contract's reference page (referencePage.ts): the portal's
 * policy (middleware/security.ts) with one Trusted Types policy name more, checked in Chromium
 * (tests/e2e/contract-reference.e2e.ts fails on any CSP report in the console).
 *
 * Swagger UI renders the document's Markdown through React's dangerouslySetInnerHTML, an HTML
 * sink that Trusted Types refuses a plain string. The page's script makes the `default` policy
 * (already allowed) sanitise such HTML with DOMPurify; Swagger UI's bundled DOMPurify takes the
 * `dompurify` name, so the page's own copy is `dompurify#contract`. Nothing else is relaxed:
 * Swagger UI's inline style attributes are within the portal's `style-src 'unsafe-inline'`, it
 * needs no eval, and it fetches only the document (connect-src 'self').
 */
import { CONTENT_SECURITY_POLICY } from '../middleware/security.ts';

/** The sanitiser copy the page loads itself (page/index.html, `data-tt-policy-suffix`). */
export const PAGE_SANITIZER_POLICY = 'dompurify#contract';

export const REFERENCE_PAGE_CSP = CONTENT_SECURITY_POLICY.replace(
  /(trusted-types [^;]*)/,
  `$1 ${PAGE_SANITIZER_POLICY}`,
);
