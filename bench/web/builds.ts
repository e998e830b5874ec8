/**
 * The two sites under test, built with Vite's API: the portal exactly as `npm run build` builds it
 * (the repo's vite.config.ts, whatever plugins it has by then, into dist/), and the baseline page
 * with its own config into node_modules/.cache/twiga-bench/baseline (see outDir.ts).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { benchOut } from './outDir.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const baselineRoot = fileURLToPath(new URL('./baseline/', import.meta.url));
export const baselineOut = benchOut('baseline');

/** `vite build` of the portal into dist/, which the sandbox serves. */
export async function buildPortal(): Promise<void> {
  await build({ root: repoRoot, configFile: `${repoRoot}vite.config.ts`, logLevel: 'warn' });
}

/** The baseline page, into node_modules/.cache/twiga-bench/baseline. */
export async function buildBaseline(): Promise<void> {
  await build({
    root: baselineRoot,
    configFile: `${baselineRoot}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: baselineOut, emptyOutDir: true },
  });
}
