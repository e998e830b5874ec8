/**
 * Time and size of a static Storybook build (what `npm run build-storybook` makes), written to
 * bench/RESULTS.md. Builds into a temporary folder so storybook-static/ is left alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { isMain, kib, stamp, writeSection } from './results.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** Builds Storybook once, measures wall time and output size, and records them. */
export function measureStorybookBuild(): {
  seconds: number;
  bytes: number;
  files: number;
  stories: number;
} {
  const out = mkdtempSync(join(tmpdir(), 'sb-bench-'));
  const start = performance.now();
  const run = spawnSync(
    join(root, 'node_modules/.bin/storybook'),
    ['build', '--disable-telemetry', '--quiet', '-o', out],
    {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`storybook build failed:\n${run.stdout}\n${run.stderr}`);
  const { bytes, files } = folderSize(out);
  const indexFile = join(out, 'index.json');
  const index = (
    existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : { entries: {} }
  ) as {
    entries: Record<string, { type: string }>;
  };
  const stories = Object.values(index.entries).filter((e) => e.type === 'story').length;
  rmSync(out, { recursive: true, force: true });
  writeSection(
    'storybook-build',
    [
      `## Storybook static build (${stamp()})`,
      '',
      '| stories | wall time | output size | files |',
      '|---|---|---|---|',
      `| ${stories} | ${seconds.toFixed(1)} s | ${kib(bytes)} | ${files} |`,
    ].join('\n'),
  );
  return { seconds, bytes, files, stories };
}

if (isMain(import.meta.url)) {
  const r = measureStorybookBuild();
  console.info(
    `storybook: ${r.stories} stories, ${r.seconds.toFixed(1)} s, ${kib(r.bytes)} in ${r.files} files`,
  );
}
