import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startSandbox } from '../../sandbox/listen.ts';
import { assertChromiumInstalled } from './support/browser.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Once per e2e run: build the portal as `npm start` would (skipped with E2E_SKIP_BUILD=1 when
 * dist/ is fresh), serve it from a sandbox on a free port with an in-memory database, and hand
 * its URL to the tests as `inject('baseUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await build({
      root,
      configFile: `${root}vite.config.ts`,
      logLevel: 'warn',
      build: { outDir: 'dist', emptyOutDir: true },
    });
  }
  const sandbox = await startSandbox({ port: 0, dbPath: ':memory:', distDir: `${root}dist` });
  project.provide('baseUrl', sandbox.url.replace(/\/$/, ''));
  return () => sandbox.close();
}
