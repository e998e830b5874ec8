/**
 * A plain node:http request for tests that need the bytes on the wire: fetch would undo the
 * Content-Encoding and hide what the sandbox actually sent.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';

export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (still encoded). */
  body: Buffer;
}

export function wire(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The body decoded per its Content-Encoding (br, gzip or none). */
export function decoded(answer: WireAnswer): string {
  const coding = answer.headers['content-encoding'];
  const bytes =
    coding === 'br'
      ? brotliDecompressSync(answer.body)
      : coding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return bytes.toString('utf8');
}

/** Requests of `path` on the sandbox at `url()`, with `headers`, as `method` (GET by default). */
export const wireClient =
  (url: () => string) =>
  (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    wire(url() + path, { method, headers });

/** `again` revalidated `first`: a 304 without a body, with the same ETag, still no-cache. */
export function expectNotModified(again: WireAnswer, first: WireAnswer): void {
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.headers['cache-control']).toBe('no-cache');
}

/** Paths that are never a page, whatever serves the portal: the history fallback must not answer them. */
export const neverPages = ['/cms/webpage/nope', '/assets/missing.js', '/favicon.ico'];

/**
 * Headers asking for a path that is never a page. Some are under a service base but not in the
 * contract, so they are sent off-contract on purpose (CONTRACT-3).
 */
export const neverPageHeaders: Record<string, string> = {
  [CONTRACT_OFF_HEADER]: 'a path that is never a page, to see it is not served as HTML',
};
