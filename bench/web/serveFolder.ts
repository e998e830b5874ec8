/**
 * Serves a built folder the way a CDN would, so the baseline page is measured as it would be
 * deployed: gzip for text, a year of immutable cache for hashed assets/, revalidation for the
 * HTML, and the history fallback a one-page app needs. node:http + node:zlib, nothing else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

interface Entry {
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
}

export interface ServedFolder {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 at a free port until `close()`. */
export async function serveFolder(dir: string): Promise<ServedFolder> {
  // Files never change while served, so each is read and compressed once (a CDN edge cache).
  const entries = new Map<string, Entry>();
  async function load(file: string): Promise<Entry | undefined> {
    const known = entries.get(file);
    if (known) return known;
    try {
      const body = await readFile(file);
      const gzip = COMPRESSIBLE.has(extname(file)) ? gzipSync(body) : undefined;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const entry = { body, gzip, etag };
      entries.set(file, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      // Paths without an extension are page routes: index.html answers them (history fallback).
      const relative = extname(path) === '' ? 'index.html' : path.slice(1);
      const file = join(dir, relative);
      const entry = file.startsWith(dir.endsWith(sep) ? dir : dir + sep)
        ? await load(file)
        : undefined;
      if (!entry) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const hashed = relative.startsWith('assets/');
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag: entry.etag,
        vary: 'Accept-Encoding',
      };
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? entry.gzip : undefined;
      const body = gzip ?? entry.body;
      if (gzip) headers['content-encoding'] = 'gzip';
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
