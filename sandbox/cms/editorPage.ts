/**
 * Serves the CMS editor page (sandbox/editor/, built into dist-editor/ by vite.editor.config.ts)
 * at /cms-editor, in sandbox mode only: production has no editor, as it has no publishing routes.
 * The page gets the same security headers as the portal (middleware/security.ts).
 */
import type { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const EDITOR_PATH = '/cms-editor';

/** A built file's name: Vite's hashed names, no folders, no dotfiles. */
const FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export function mountEditorPage(app: Hono, editorDir: string): void {
  const missing = () =>
    new Response(
      JSON.stringify({
        statusCode: 404,
        status: 'failure',
        message:
          'The CMS editor is not built: run `npm start` (or `npx vite build -c vite.editor.config.ts`)',
      }),
      { status: 404, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
    );
  const send = async (path: string, type: string, cache: string) => {
    const body = await readFile(path).catch(() => undefined);
    if (!body) return missing();
    return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cache } });
  };
  const page = () => send(join(editorDir, 'index.html'), 'text/html; charset=utf-8', 'no-cache');
  app.get(EDITOR_PATH, page);
  app.get(`${EDITOR_PATH}/`, page);
  app.get(`${EDITOR_PATH}/assets/:file`, (c) => {
    const file = c.req.param('file');
    if (!FILE.test(file)) return missing();
    return send(
      join(editorDir, 'assets', file),
      getMimeType(file) ?? 'application/octet-stream',
      'public, max-age=31536000, immutable',
    );
  });
}
