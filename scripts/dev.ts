/**
 * `npm run dev`: the sandbox on 8080 (serving dist/ too when a build exists) and the Vite dev
 * server, whose proxy (vite.config.ts) sends /orp, /auth, /cms, /api, /__sandbox and /config.json
 * to the sandbox. PORT moves the sandbox; Vite picks its own port (5173 or the next free one).
 * The control API answers on the sandbox's own port only: through Vite's proxy a call names
 * Vite's host and is refused (sandbox/control/guard.ts), as it would be from any other origin.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/listen.ts';
import { allowedHostsFromEnv } from '../sandbox/mode.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const distDir = existsSync(`${root}dist/index.html`) ? `${root}dist` : null;

const sandbox = await startSandbox({
  mode: 'sandbox',
  allowedHosts: allowedHostsFromEnv(process.env.SANDBOX_ALLOWED_HOSTS),
  port,
  distDir,
});
// vite.config.ts reads SANDBOX_URL when it is loaded, so set it before creating the server.
process.env.SANDBOX_URL = sandbox.url.replace(/\/$/, '');
const { createServer } = await import('vite');
const vite = await createServer({ root, configFile: `${root}vite.config.ts` });
await vite.listen();

console.info(`Sandbox (APIs, content, control${distDir ? ', built portal' : ''}): ${sandbox.url}`);
console.info(
  `Portal with hot reload:                    ${vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`}`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([vite.close(), sandbox.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
