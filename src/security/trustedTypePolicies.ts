/**
 * The names of the portal's Trusted Types policies. The CSP (sandbox/middleware/security.ts,
 * docs/hosting.md) allows exactly these, so a script that tries to make its own policy is refused.
 * Kept apart from the policies themselves so the server can read the names without a browser.
 */
export const TRUSTED_TYPE_POLICIES = {
  /** Markup parsed into an inert DOMParser document (no script runs, nothing loads). */
  inert: 'twiga-inert',
  /** Script URLs the portal itself loads (the payment gateway's inline script). */
  script: 'twiga-script',
  /** DOMPurify's own policy: sanitised CMS markup comes back as TrustedHTML. */
  sanitizer: 'dompurify',
  /** Third-party loaders that set script.src themselves (the Google Maps loader, with a key). */
  fallback: 'default',
} as const;
