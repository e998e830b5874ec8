/**
 * Sizes of the built portal: every dist/assets/*.js and *.css, raw and gzip, and the total the
 * first page load needs (what dist/index.html references: entry script, modulepreloads, styles).
 * Run after `vite build` (bench/run.ts builds first).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { isMain, kib, stamp, writeSection } from './results.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** One asset's sizes in bytes. */
export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  br: number;
  initial: boolean;
}

/**
 * Files the first load of `/` fetches: index.html's script, preload and stylesheet tags, and the
 * code files it lists in #app-preloads (fetched by the entry once the shell is painted).
 */
function initialAssets(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)) {
    if (match[1]) found.add(match[1]);
  }
  const list = /<script type="application\/json" id="app-preloads">([^<]*)<\/script>/.exec(html);
  for (const file of JSON.parse(list?.[1] ?? '[]') as string[]) found.add(file.replace(/^\//, ''));
  return found;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The files opening `/` needs: index.html's own plus the home route's lazy chunk with its static
 * imports and CSS, followed through dist/.vite/manifest.json (written when built with manifest).
 */
function homeRouteAssets(): Set<string> | undefined {
  const path = `${dist}.vite/manifest.json`;
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const homeKey = Object.keys(manifest).find((key) => /features\/home\/HomeRoute\.tsx$/.test(key));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  if (homeKey) visit(homeKey);
  return files;
}

/** Measures dist/ and writes the table to bench/RESULTS.md. */
export function measureBundle(): {
  assets: AssetSize[];
  initialRaw: number;
  initialGzip: number;
  homeRaw?: number;
  homeGzip?: number;
} {
  if (!existsSync(`${dist}index.html`))
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  const initial = initialAssets(readFileSync(`${dist}index.html`, 'utf8'));
  const assets = readdirSync(`${dist}assets`)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const bytes = readFileSync(`${dist}assets/${f}`);
      return {
        file: `assets/${f}`,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        br: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
        initial: initial.has(`assets/${f}`),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const initialRaw = assets.filter((a) => a.initial).reduce((s, a) => s + a.raw, 0);
  const initialGzip = assets.filter((a) => a.initial).reduce((s, a) => s + a.gzip, 0);
  const initialBr = assets.filter((a) => a.initial).reduce((s, a) => s + a.br, 0);
  const home = homeRouteAssets();
  const homeAssets = home ? assets.filter((a) => home.has(a.file)) : undefined;
  const homeRaw = homeAssets?.reduce((s, a) => s + a.raw, 0);
  const homeGzip = homeAssets?.reduce((s, a) => s + a.gzip, 0);
  const homeLine =
    homeRaw === undefined || homeGzip === undefined
      ? 'Route `/` with its lazy chunk: not measured (build with `build.manifest` as bench/run.ts does).'
      : `Route \`/\` (the above plus the home route's lazy chunk and its imports): **${kib(homeRaw)} raw, ${kib(homeGzip)} gzip**.`;
  const rows = assets.map(
    (a) =>
      `| ${a.file} | ${kib(a.raw)} | ${kib(a.gzip)} | ${kib(a.br)} | ${a.initial ? 'yes' : ''} |`,
  );
  writeSection(
    'bundle-size',
    [
      `## Bundle size (${stamp()})`,
      '',
      `First load of \`/\` (dist/index.html's entry and styles, and the code files it lists in #app-preloads: the app and the home route): **${kib(initialRaw)} raw, ${kib(initialGzip)} gzip, ${kib(initialBr)} brotli**.`,
      homeLine,
      `All JS+CSS: ${kib(assets.reduce((s, a) => s + a.raw, 0))} raw, ${kib(assets.reduce((s, a) => s + a.gzip, 0))} gzip, ${assets.length} files.`,
      '',
      '| file | raw | gzip (level 9) | brotli (11) | first load of / |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  return {
    assets,
    initialRaw,
    initialGzip,
    ...(homeRaw === undefined ? {} : { homeRaw, homeGzip }),
  };
}

if (isMain(import.meta.url)) {
  const { initialRaw, initialGzip, assets } = measureBundle();
  console.info(
    `bundle: ${assets.length} files; initial ${kib(initialRaw)} raw, ${kib(initialGzip)} gzip`,
  );
}
