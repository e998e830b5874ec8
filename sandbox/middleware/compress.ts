/**
 * Compresses what the sandbox generates at run time (JSON answers, the card gateway page, the
 * Paystack stand-in script ...) when the client accepts brotli or gzip and the body is at least
 * 1 KiB, like a production gateway would. Brotli and gzip come from node:zlib, streamed, so a
 * body that arrives slowly is passed on as it comes.
 *
 * Left alone: HEAD, 1xx/204/206/304 and bodiless answers, compressed ones (Content-Encoding),
 * ones that already negotiated their coding (Vary: Accept-Encoding, as static.ts's precompressed
 * files do), `Cache-Control: no-transform`, and types that do not compress (images, fonts,
 * event streams: hono's list of compressible types).
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { addVaryEncoding, negotiateEncoding, variesByEncoding, type Coding } from './encoding.ts';

const THRESHOLD = 1024;

/** Fast settings: run-time compression trades a few bytes for latency (the build uses the max). */
const encoder = (coding: Coding) =>
  coding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });

function skip(method: string, res: Response): boolean {
  const type = res.headers.get('Content-Type');
  const length = res.headers.get('Content-Length');
  return (
    method === 'HEAD' ||
    !res.body ||
    res.status < 200 ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    variesByEncoding(res.headers) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (length !== null && Number(length) < THRESHOLD)
  );
}

/** Reads until `bytes` arrived or the body ended; `rest` replays everything read, then the remainder. */
async function peek(
  body: ReadableStream<Uint8Array>,
  bytes: number,
): Promise<{ ended: boolean; size: number; rest: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const chunk = await reader.read();
    if (chunk.done) {
      ended = true;
      break;
    }
    head.push(chunk.value);
    size += chunk.value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = head.shift();
      if (next) return controller.enqueue(next);
      const chunk = ended ? { done: true as const } : await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { ended, size, rest };
}

export const compress: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (skip(c.req.method, res) || !res.body) return;
  const { ended, size, rest } = await peek(res.body, THRESHOLD);
  const init = { status: res.status, statusText: res.statusText, headers: res.headers };
  if (ended && size < THRESHOLD) {
    c.res = new Response(rest, init);
    return;
  }
  addVaryEncoding(res.headers);
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (!coding) {
    c.res = new Response(rest, init);
    return;
  }
  const zlib = Duplex.toWeb(encoder(coding)) as unknown as ReadableWritablePair<
    Uint8Array,
    Uint8Array
  >;
  c.res = new Response(rest.pipeThrough(zlib), init);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', coding);
  // The compressed bytes differ from the identity ones: a strong validator becomes weak (nginx
  // does the same); If-None-Match compares weakly, so revalidation still answers 304.
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
};
