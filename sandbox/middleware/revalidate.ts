/**
 * Answers that change without a release and must show on reload — /config.json and the CMS
 * packages (read from schemas/cms at request time) — carry a strong ETag made from the body hash
 * and `Cache-Control: no-cache`: the browser keeps its copy but asks every time, and an unchanged
 * body costs a 304 with no bytes. (The portal's own session cache of packages is separate.)
 *
 * Mounted outside compress.ts, so the hash is of the bytes sent: the brotli, gzip and identity
 * forms of one body each have their own strong ETag, as HTTP asks of representations.
 */
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { fullPath } from '../core/mount.ts';
import { endpoints } from '../../src/api/endpoints.ts';

/** Paths whose GET answers are revalidated. */
export const REVALIDATED_PATHS: readonly string[] = [
  '/config.json',
  fullPath(endpoints.cmsPackage),
];

/** SHA-1 of the body (hono/etag), 304 on a matching If-None-Match (weak comparison). */
const bodyEtag = etag();

export const revalidate: MiddlewareHandler = async (c, next) => {
  if (!REVALIDATED_PATHS.includes(c.req.path)) return next();
  return bodyEtag(c, async () => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'no-cache');
  });
};
