/**
 * The CMS editor page's own build (sandbox/editor/ -> dist-editor/), served by the sandbox at
 * /cms-editor in sandbox mode only. Separate from vite.config.ts so no editor code, CodeMirror or
 * publishing call can reach the portal's production build.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const stub = here('./src/forms/markdownStub.tsx');

export default defineConfig({
  root: here('./sandbox/editor'),
  base: '/cms-editor/',
  plugins: [react()],
  resolve: {
    // As in vite.config.ts: RJSF's markdown renderer is never used by the engine.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: stub },
      { find: /^markdown-to-jsx$/, replacement: stub },
    ],
  },
  build: {
    target: 'es2022',
    outDir: here('./dist-editor'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
