/** Serves the built portal from distDir, with history fallback to index.html for page GETs. */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_BASE, PORTAL_BASE, PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';

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

export function mountStatic(app: Hono, distDir: string): void {
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    const path = c.req.path;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) {
      return c.json({ statusCode: 404, status: 'failure', message: 'Not found' }, 404);
    }
    try {
      return c.html(await readFile(join(distDir, 'index.html'), 'utf8'));
    } catch {
      return c.text('The portal is not built: run `npm run build`.', 404);
    }
  });
}
