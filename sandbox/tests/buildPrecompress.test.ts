/** build/precompress.ts: the .br/.gz files it writes, and its Vite plugin in a real (tiny) build. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress, precompressDir } from '../../build/precompress.ts';

const text = (kib: number, seed = 'x') =>
  Array.from({ length: kib * 64 }, (_, i) => `${seed} line ${i % 97}: recharge and pay\n`)
    .join('')
    .slice(0, kib * 1024);

function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const expectVariants = (path: string) => {
  const source = readFileSync(path);
  expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(source)).toBe(true);
  expect(gunzipSync(readFileSync(`${path}.gz`)).equals(source)).toBe(true);
  expect(readFileSync(`${path}.br`).length).toBeLessThan(source.length);
  expect(readFileSync(`${path}.gz`).length).toBeLessThan(source.length);
};

describe('precompressDir', () => {
  it('writes .br and .gz that decompress to each compressible file of 1 KiB or more', async () => {
    const dir = folder({
      'index.html': text(4, '<p>'),
      'assets/index-abc.js': text(8, 'js'),
      'assets/index-abc.css': text(2, 'css'),
      'assets/logo.svg': text(2, '<svg>'),
      'manifest.webmanifest': text(2, '{}'),
      'prepaid-recharge/index.html': text(3, 'route'),
      'sw/prepaid-recharge/index.html': text(3, 'njia'),
      'assets/small.js': 'console.log(1)',
      'assets/photo.png': text(4, 'png'),
      'assets/noise.js': randomBytes(4096),
    });
    const report = await precompressDir(dir);
    for (const file of [
      'index.html',
      'assets/index-abc.js',
      'assets/index-abc.css',
      'assets/logo.svg',
      'manifest.webmanifest',
      'prepaid-recharge/index.html',
      'sw/prepaid-recharge/index.html',
    ])
      expectVariants(join(dir, file));
    for (const file of ['assets/small.js', 'assets/photo.png', 'assets/noise.js']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    const js = report.find((entry) => entry.file === 'assets/index-abc.js');
    expect(js?.raw).toBe(8192);
    expect(js?.br).toBe(readFileSync(join(dir, 'assets/index-abc.js.br')).length);
    expect(report.map((entry) => entry.file)).not.toContain('assets/small.js');
  });

  it('refreshes the variants of a file rewritten after the first pass', async () => {
    const dir = folder({ 'index.html': text(2, 'shell') });
    await precompressDir(dir);
    writeFileSync(join(dir, 'index.html'), text(3, 'prerendered'));
    await precompressDir(dir);
    expectVariants(join(dir, 'index.html'));
    writeFileSync(join(dir, 'index.html'), 'now tiny');
    await precompressDir(dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });
});

describe('the Vite plugin', () => {
  it('precompresses the build output, including HTML other plugins write when the bundle closes', async () => {
    const root = folder({
      'index.html': `<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`,
      'main.js': `export const words = ${JSON.stringify(text(6, 'word'))};\ndocument.body.append(words);\n`,
    });
    const outDir = join(root, 'dist');
    const prerender: Plugin = {
      name: 'test:prerender',
      apply: 'build',
      closeBundle() {
        mkdirSync(join(outDir, 'prepaid-recharge'), { recursive: true });
        writeFileSync(join(outDir, 'prepaid-recharge/index.html'), text(2, '<main>'));
      },
    };
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress(), prerender],
      build: { outDir, emptyOutDir: true },
    });
    const js = readFileSync(join(outDir, 'index.html'), 'utf8').match(/assets\/[^"]+\.js/)?.[0];
    expect(js).toMatch(/^assets\/index-[\w-]+\.js$/);
    expectVariants(join(outDir, js ?? ''));
    expectVariants(join(outDir, 'prepaid-recharge/index.html'));
  });
});
