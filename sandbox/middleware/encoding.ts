/** Content-coding negotiation shared by the static files and the run-time compression. */
import { parseAccept } from 'hono/utils/accept';

export type Coding = 'br' | 'gzip';

/** Server preference when the client rates codings equally: brotli first. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/**
 * The coding to send, of those `available`, for an Accept-Encoding header: the highest q-value
 * wins, ties go to brotli; `q=0` refuses a coding and `*` stands for the unlisted ones.
 * undefined: send the identity (unencoded) bytes.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[] = PREFERENCE,
): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q;
  const wildcard = q('*') ?? 0;
  let best: { coding: Coding; q: number } | undefined;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const quality = q(coding) ?? (coding === 'gzip' ? q('x-gzip') : undefined) ?? wildcard;
    if (quality > 0 && (!best || quality > best.q)) best = { coding, q: quality };
  }
  return best?.coding;
}

/** True when the response already says it varies by Accept-Encoding (or by everything). */
export function variesByEncoding(headers: Headers): boolean {
  const vary = headers.get('Vary');
  return vary !== null && /(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary);
}

/** Adds Accept-Encoding to Vary, once. */
export function addVaryEncoding(headers: Headers): void {
  if (variesByEncoding(headers)) return;
  const vary = headers.get('Vary');
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
