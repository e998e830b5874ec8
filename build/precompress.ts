/**
 * Build step: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to
 * every compressible file of the build output, so the host sends compressed bytes without
 * compressing per request (nginx `brotli_static` / `gzip_static`, a CDN, or the sandbox's
 * sandbox/middleware/static.ts). See docs/hosting.md.
 *
 * Rules: only .js .mjs .css .html .svg .json .txt .map .webmanifest files of at least 1 KiB, and a
 * variant is kept only when it is smaller than the file; a variant left over from an earlier run
 * whose file changed is replaced or removed, so a variant never disagrees with its file.
 *
 * The Vite plugin runs after the bundle is written (closeBundle, order 'post': after the other
 * plugins' closeBundle hooks, so HTML they write there is included). A build step that writes
 * files after `vite build` has finished (e.g. a prerender script writing dist/<route>/index.html)
 * must call `precompressDir(dir)` itself when it is done; a variant that already decodes to its
 * file is kept, so a second pass costs little.
 */
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.webmanifest',
]);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Sizes in bytes of one file and of the variants written for it (absent: not smaller). */
export interface Precompressed {
  /** Path relative to the folder, '/'-separated. */
  file: string;
  raw: number;
  br?: number;
  gzip?: number;
}

const ENCODERS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzipAsync(data, { level: 9 }),
} as const;
const DECODERS = { br: unbrotli, gz: gunzipAsync } as const;

/** The existing variant's size when it decodes to exactly `data` (then it is kept as is). */
async function upToDate(
  target: string,
  data: Buffer,
  ext: keyof typeof ENCODERS,
): Promise<number | undefined> {
  try {
    const existing = await readFile(target);
    return (await DECODERS[ext](existing)).equals(data) ? existing.length : undefined;
  } catch {
    return undefined;
  }
}

/** Writes, keeps or removes `<path>.<ext>`; returns its size when a variant is in place. */
async function variant(
  path: string,
  data: Buffer,
  ext: keyof typeof ENCODERS,
): Promise<number | undefined> {
  const target = `${path}.${ext}`;
  const kept = await upToDate(target, data, ext);
  if (kept !== undefined) return kept;
  const packed = await ENCODERS[ext](data);
  if (packed.length >= data.length) {
    await rm(target, { force: true });
    return undefined;
  }
  // Written aside and renamed, so a server reading the folder never sees half a file.
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, packed);
  await rename(temporary, target);
  return packed.length;
}

async function compressOne(dir: string, path: string): Promise<Precompressed | undefined> {
  const info = await stat(path);
  if (info.size < MIN_BYTES) {
    await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    return undefined;
  }
  const data = await readFile(path);
  const [br, gz] = await Promise.all([variant(path, data, 'br'), variant(path, data, 'gz')]);
  return {
    file: relative(dir, path).split('\\').join('/'),
    raw: data.length,
    ...(br === undefined ? {} : { br }),
    ...(gz === undefined ? {} : { gzip: gz }),
  };
}

/**
 * Precompresses every compressible file under `dir` (recursively) and returns what it found,
 * sorted by path. Safe to call again after more files were written.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map((file) => compressOne(dir, file)));
  return results
    .filter((result): result is Precompressed => result !== undefined)
    .sort((a, b) => a.file.localeCompare(b.file));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Vite plugin: precompresses the build output once the bundle is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  let written = false;
  return {
    name: 'twiga:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        // Storybook builds with this config too; its static output is not the portal.
        if (!config || !written || config.plugins.some((p) => p.name.startsWith('storybook:')))
          return;
        written = false;
        const outDir = resolve(config.root, config.build.outDir);
        const files = await precompressDir(outDir);
        const sum = (pick: (f: Precompressed) => number | undefined) =>
          files.reduce((total, f) => total + (pick(f) ?? f.raw), 0);
        config.logger.info(
          `precompress: ${files.length} files, ${kib(sum((f) => f.raw))} -> ` +
            `br ${kib(sum((f) => f.br))}, gzip ${kib(sum((f) => f.gzip))}`,
        );
      },
    },
  };
}
