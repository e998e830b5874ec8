/**
 * Stands in for fast-uri in the browser build (vite.config.ts). @rjsf/utils needs it only to
 * resolve the `$id` and `$ref` URIs of draft 2020-12 schema bundles, and the form engine accepts
 * draft-07 packages without `$ref` or `$id` (schemaCheck.ts), so it never runs for a CMS form.
 * The two functions @rjsf/utils calls follow the browser's URL rules instead of RFC 3986's, which
 * give the same answers for the absolute http(s) URIs a schema's `$id` holds (uriStub.test.ts
 * checks them against fast-uri itself). Saves 7.6 KiB gzip on every form page (decision #130).
 */

/** `ref` resolved against `base`; `ref` as it is when neither makes an absolute URL. */
function resolve(base: string | undefined, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** True when `a` and `b` name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  return resolve(undefined, a) === resolve(undefined, b);
}

export default { resolve, equal };
export { resolve, equal };
