import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from '../e2e/support/browser.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Once per run: build Storybook into a private folder (as a designer's `npm run build-storybook`
 * would; STORYBOOK_STATIC_DIR names one built already), serve it on a free port, and hand the URL
 * to the tests as `inject('storybookUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  // STORYBOOK_STATIC_DIR reuses a Storybook built beforehand (the build is the slow part), as
  // E2E_SKIP_BUILD does for the portal; it is served, never deleted.
  const prebuilt = process.env.STORYBOOK_STATIC_DIR;
  const outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'twiga-sb-'));
  if (!prebuilt) {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', outDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  }
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('storybookUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
  }
}
