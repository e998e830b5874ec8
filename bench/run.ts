/**
 * `npm run bench`: builds the portal, then measures bundle size, form validation (fresh vs
 * cached schema), the two validator designs (code compiled at publish vs interpreter) and the
 * Storybook build; prints the figures and records them in bench/RESULTS.md.
 * BENCH_SKIP_STORYBOOK=1 leaves the (slow) Storybook build out.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { measureBundle } from './bundle-size.ts';
import { measureValidatorPrepare } from './validator-prepare.ts';
import { measureValidatorDesigns } from './validator-designs.ts';
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
const forms = measureValidatorPrepare();
console.info(
  `forms:     ${forms.forms.length} forms, median fresh schema ${forms.fresh.toFixed(3)} ms (ajv compile was ${forms.ajvFresh.toFixed(2)} ms), cached ${forms.cached.toFixed(3)} ms`,
);
const designs = await measureValidatorDesigns();
console.info(
  `validator: (a) precompiled ${kib(designs.bytes.aRuntime.gzip)} + ${kib(designs.generatedGzip)} generated gzip, full ${designs.timeA.full.toFixed(1)} µs; (b) interpreter ${kib(designs.bytes.b.gzip)} gzip, full ${designs.timeB.full.toFixed(1)} µs`,
);
if (process.env.BENCH_SKIP_STORYBOOK !== '1') {
  const sb = measureStorybookBuild();
  console.info(
    `storybook: ${sb.stories} stories built in ${sb.seconds.toFixed(1)} s, ${kib(sb.bytes)} in ${sb.files} files`,
  );
}
console.info(`written to ${resultsPath}`);
