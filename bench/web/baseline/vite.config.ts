/**
 * The baseline page's own build: the same React plugin and target as the portal, but none of the
 * portal's aliases or chunking, so it stands for "the libraries bundled the plain way".
 * bench/web/run.ts builds it with `configFile` pointing here and outDir in node_modules/.cache/twiga-bench/.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
