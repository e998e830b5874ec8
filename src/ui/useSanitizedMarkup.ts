/**
 * CMS markup made safe to show, with the sanitiser (DOMPurify, ~10 KiB) fetched only when a
 * screen really shows markup: until it has arrived the words are shown as plain text (tags
 * dropped by an inert DOMParser document, which runs no script and loads nothing), then the
 * sanitised markup with its links. Speed issue, item 7: the sanitiser stays deferred until used.
 */
import { useEffect, useState } from 'react';
import { inertMarkup } from '../security/trustedTypes.ts';

/** Tags and attributes a CMS label or answer may keep. */
export interface SanitizeRules {
  ALLOWED_TAGS?: string[];
  ALLOWED_ATTR?: string[];
}

type Sanitize = (markup: string, rules?: SanitizeRules) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Loads DOMPurify once for the whole page. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    // TrustedHTML where the browser has Trusted Types (the CSP requires it at innerHTML); React
    // hands it to innerHTML as it is. Typed as the string the DOM's types expect there.
    sanitizer = (markup, rules) =>
      purify.sanitize(markup, { ...rules, RETURN_TRUSTED_TYPE: true }) as unknown as string;
    return sanitizer;
  });
  return loading;
}

/** The words of `markup` without any tag, as plain text. */
export function markupText(markup: string): string {
  if (typeof DOMParser === 'undefined') return markup.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(inertMarkup(markup), 'text/html').body.textContent ?? '';
}

/** `{ html }` once the sanitiser is in, `{ text }` until then. */
export function useSanitizedMarkup(
  markup: string,
  rules?: SanitizeRules,
): { html: string } | { text: string } {
  const [ready, setReady] = useState(() => sanitizer);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then((loaded) => {
      if (live) setReady(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? { html: ready(markup, rules) } : { text: markupText(markup) };
}
