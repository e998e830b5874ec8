/**
 * Serves the built portal from distDir as a production host would (docs/hosting.md):
 *
 * - a file is looked up like nginx's `try_files $uri $uri/index.html /shell.html /index.html`:
 *   the file itself, then `<path>/index.html` (HTML prerendered per route at build), then, for a
 *   page GET (not a service path, no file extension), the history fallback (FALLBACKS);
 * - a compressible file goes out as its precompressed `.br` or `.gz` sibling (written by
 *   build/precompress.ts) when the client accepts that coding, with Content-Encoding and
 *   `Vary: Accept-Encoding`, else as it is;
 * - every file has a strong ETag of the bytes sent (304 on If-None-Match); HTML and the other
 *   unhashed files get `Cache-Control: no-cache`, hashed /assets/* are immutable (security.ts).
 */
import type { Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AUTH_BASE, PORTAL_BASE, PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { negotiateEncoding, type Coding } from './encoding.ts';

/** Paths that belong to a service, never to the page router. */
const API_PREFIXES = [
  PORTAL_BASE,
  AUTH_BASE,
  '/cms/',
  '/maps/',
  '/__sandbox/',
  PG_CALLBACK_PATH,
  '/assets/',
];

/**
 * The history fallback: shell.html when the build has one (build/prerender.ts writes the page
 * frame alone there, because index.html is then the prerendered home page), else index.html.
 */
const FALLBACKS = ['shell.html', 'index.html'];

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

const isFile = async (path: string) => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** The URL path as segments under the folder; undefined for `..`, dotfiles, `//`, `\` or NUL. */
function safeSegments(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment, i, all) => i < all.length - 1 || segment);
  if (segments.shift() !== '') return undefined;
  const bad = segments.some((s) => s === '' || s.startsWith('.') || /[\\\0]/.test(s));
  return bad ? undefined : segments;
}

const isPageRoute = (path: string) =>
  !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]+$/i.test(path);

/** The file a GET of `path` serves, or undefined (then a 404). */
async function resolveFile(distDir: string, path: string): Promise<string | undefined> {
  const segments = safeSegments(path);
  if (!segments) return undefined;
  const exact = join(distDir, ...segments);
  for (const candidate of [exact, join(exact, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  if (!isPageRoute(path)) return undefined;
  for (const fallback of FALLBACKS) {
    if (await isFile(join(distDir, fallback))) return join(distDir, fallback);
  }
  return undefined;
}

const etagOf = (bytes: Uint8Array) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(etag) ?? false;
}

async function serveFile(c: Context, file: string): Promise<Response> {
  const type = getMimeType(file) ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type };
  let sent = file;
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
    headers.Vary = 'Accept-Encoding';
    const available: Coding[] = [];
    for (const coding of ['br', 'gzip'] as const) {
      if (await isFile(file + SUFFIX[coding])) available.push(coding);
    }
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
    if (coding) {
      headers['Content-Encoding'] = coding;
      sent = file + SUFFIX[coding];
    }
  }
  if (!c.req.path.startsWith('/assets/')) headers['Cache-Control'] = 'no-cache';
  const bytes = await readFile(sent);
  headers.ETag = etagOf(bytes);
  if (matches(c.req.header('If-None-Match'), headers.ETag)) {
    delete headers['Content-Type'];
    delete headers['Content-Encoding'];
    return c.body(null, 304, headers);
  }
  headers['Content-Length'] = String(bytes.byteLength);
  return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), 200, headers);
}

export function mountStatic(app: Hono, distDir: string): void {
  const root = resolve(distDir);
  app.get('*', async (c) => {
    const file = await resolveFile(root, c.req.path);
    if (file) return serveFile(c, file);
    if (isPageRoute(c.req.path) && safeSegments(c.req.path))
      return c.text('The portal is not built: run `npm run build`.', 404);
    return c.json({ statusCode: 404, status: 'failure', message: 'Not found' }, 404);
  });
}
