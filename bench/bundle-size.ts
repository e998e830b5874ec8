/**
 * Sizes of the built portal: every dist/assets/*.js and *.css, raw and gzip, and the total the
 * first page load needs (what dist/index.html references: entry script, modulepreloads, styles).
 * Run after `vite build` (bench/run.ts builds first).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles, prerenderedPages } from '../scripts/pageBudgets.ts';
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

/** Files the first load of a page fetches (its tags and #app-preloads list), as a set. */
const initialAssets = (html: string) => new Set(firstLoadFiles(html));

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

/** A prerendered page's first-load JavaScript (its entry and #app-preloads list), in bytes. */
export interface PageScripts {
  page: string;
  files: number;
  gzip: number;
  br: number;
}

/** The JavaScript each page's first load fetches: what "JavaScript for a route" means here. */
export function pageScripts(assets: readonly AssetSize[]): PageScripts[] {
  const byFile = new Map(assets.map((a) => [a.file, a]));
  return prerenderedPages(dist)
    .map((page) => {
      const html = readFileSync(`${dist}${page.slice(1)}index.html`, 'utf8');
      const scripts = [...initialAssets(html)].filter((f) => f.endsWith('.js'));
      const sizes = scripts.map((f) => byFile.get(f)).filter((a) => a !== undefined);
      const name = page === '/' ? '/' : page.replace(/\/$/, '');
      return {
        page: name,
        files: sizes.length,
        gzip: sizes.reduce((sum, a) => sum + a.gzip, 0),
        br: sizes.reduce((sum, a) => sum + a.br, 0),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
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
  const pages = pageScripts(assets);
  const homeScripts = pages.find((p) => p.page === '/');
  const heaviest = pages[0];
  const pageRows = pages.map(
    (p) => `| \`${p.page}\` | ${p.files} | ${kib(p.gzip)} | ${kib(p.br)} |`,
  );
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
      `JavaScript of each page's first load (its entry and the code files it lists in #app-preloads; styles not counted): \`/\` **${kib(homeScripts?.gzip ?? 0)} gzip, ${kib(homeScripts?.br ?? 0)} brotli**; the heaviest page, \`${heaviest?.page ?? '?'}\`, **${kib(heaviest?.gzip ?? 0)} gzip, ${kib(heaviest?.br ?? 0)} brotli**. Code a page loads later (a payment method's own chunk once the options are in, the map) is not in these figures; Lighthouse's "JS KiB" in the web section counts everything a load fetched.`,
      '',
      '| page | JS files | gzip (level 9) | brotli (11) |',
      '|---|---|---|---|',
      ...pageRows,
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
