/**
 * `npm run bench`: builds the portal, then measures bundle size, form validation (fresh vs
 * cached schema) and the Storybook build; prints the figures and records them in
 * bench/RESULTS.md. BENCH_SKIP_STORYBOOK=1 leaves the (slow) Storybook build out.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { measureBundle } from './bundle-size.ts';
import { measureAjvCompile } from './ajv-compile.ts';
import { measureStorybookBuild } from './storybook-build.ts';
import { kib, resultsPath } from './results.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

// The manifest lets bundle-size follow the home route's lazy chunk and its imports.
await build({
  root,
  configFile: `${root}vite.config.ts`,
  logLevel: 'warn',
  build: { manifest: true },
});
const bundle = measureBundle();
console.info(
  `bundle:    index.html ${kib(bundle.initialRaw)} raw / ${kib(bundle.initialGzip)} gzip; route / ${kib(bundle.homeRaw ?? 0)} / ${kib(bundle.homeGzip ?? 0)}; ${bundle.assets.length} js+css files`,
);
const ajv = measureAjvCompile();
console.info(
  `forms:     ${ajv.forms.length} forms, median fresh schema ${ajv.fresh.toFixed(2)} ms, cached ${ajv.cached.toFixed(3)} ms`,
);
if (process.env.BENCH_SKIP_STORYBOOK !== '1') {
  const sb = measureStorybookBuild();
  console.info(
    `storybook: ${sb.stories} stories built in ${sb.seconds.toFixed(1)} s, ${kib(sb.bytes)} in ${sb.files} files`,
  );
}
console.info(`written to ${resultsPath}`);
