import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startSandbox } from '../../sandbox/listen.ts';
import { WATCH_CONTRACT_BY_DEFAULT } from '../../sandbox/tests/contractViolations.ts';
import { assertChromiumInstalled } from './support/browser.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Once per e2e run: build the portal as `npm start` would (skipped with E2E_SKIP_BUILD=1 when
 * dist/ is fresh), serve it from a sandbox on a free port with an in-memory database, and hand
 * its URL to the tests as `inject('baseUrl')`, watching the contract when WATCH_CONTRACT_BY_DEFAULT
 * says so.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  const skipBuild = process.env.E2E_SKIP_BUILD === '1';
  // A run-private folder: parallel runs and a running `npm start` never see a half-written dist/.
  const outDir = skipBuild ? `${root}dist` : mkdtempSync(join(tmpdir(), 'twiga-e2e-'));
  // The CMS editor page (sandbox only) has its own build and folder, never inside the portal's.
  const editorDir = skipBuild
    ? `${root}dist-editor`
    : mkdtempSync(join(tmpdir(), 'twiga-e2e-editor-'));
  if (!skipBuild) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root,
        mode: 'production',
        configFile: `${root}vite.config.ts`,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      });
      await build({
        mode: 'production',
        configFile: `${root}vite.editor.config.ts`,
        logLevel: 'warn',
        build: { outDir: editorDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
  }
  const sandbox = await startSandbox({
    mode: 'sandbox',
    port: 0,
    dbPath: ':memory:',
    distDir: outDir,
    editorDir,
    // What the portal sends and the sandbox answers, judged against the contract; each test's
    // afterEach (support/contractViolations.setup.ts) fails on what broke it.
    watchContract: WATCH_CONTRACT_BY_DEFAULT,
  });
  project.provide('baseUrl', sandbox.url.replace(/\/$/, ''));
  project.provide('watchContract', WATCH_CONTRACT_BY_DEFAULT);
  project.provide('distDir', outDir);
  return async () => {
    await sandbox.close();
    if (!skipBuild) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(editorDir, { recursive: true, force: true });
    }
  };
}
