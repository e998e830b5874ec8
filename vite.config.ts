import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { noControlApi } from './build/noControlApi.ts';
import { precompress } from './build/precompress.ts';
import { prerenderShell } from './build/prerender.ts';
import { portalPwa } from './build/pwa.ts';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:8080';
const stub = fileURLToPath(new URL('./src/forms/markdownStub.tsx', import.meta.url));
const uriStub = fileURLToPath(new URL('./src/forms/uriStub.ts', import.meta.url));

/** The portal is static files; in dev every service path is proxied to the sandbox. */
export default defineConfig({
  // portalPwa after prerenderShell: the worker precaches the shell.html it writes (OFF-2).
  plugins: [react(), noControlApi(), prerenderShell(), portalPwa(), precompress()],
  resolve: {
    // RJSF v6 bundles markdown-to-jsx (~30 KiB gzip) for descriptions we never render as markdown.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: stub },
      { find: /^markdown-to-jsx$/, replacement: stub },
      // fast-uri (~7.6 KiB gzip) serves only schema bundles the engine refuses (src/forms/uriStub.ts).
      { find: /^fast-uri$/, replacement: uriStub },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries every page loads travel as two files instead of eight (decision #134): one
        // gzip stream compresses better than many small ones, and React stays with react-dom,
        // which src/main.tsx evaluates in a task of its own (#129).
        codeSplitting: {
          groups: [
            {
              name: 'client',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react-router|i18next|react-i18next|ky|void-elements|html-parse-stringify|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/orp', '/auth', '/cms', '/api', '/__sandbox', '/config.json'].map((p) => [p, sandboxUrl]),
    ),
  },
});
