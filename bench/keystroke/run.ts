/**
 * Form-engine keystroke benchmark: per-keystroke latency of the portal's SchemaForm against stock
 * RJSF (liveValidate) on the same generated 40-field schema, in Chromium at 4x CPU. Builds the
 * page with Vite into node_modules/.cache/twiga-bench/keystroke, serves it, types 100 keys per side per round (sides
 * alternate which goes first), writes the 'keystroke' section of bench/RESULTS.md.
 * Called by `npm run bench:web`; alone: `node bench/keystroke/run.ts` (BENCH_RUNS rounds, default 3).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { isMain, median, stamp } from '../results.ts';
import { CHROMIUM } from '../web/chrome.ts';
import { coreCount, cpuModel } from '../web/machine.ts';
import { benchOut } from '../web/outDir.ts';
import { serveFolder, type ServedFolder } from '../web/serveFolder.ts';
import { writeFormattedSection } from '../web/writeFormatted.ts';
import { typeInto, type Side } from './typeInto.ts';

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));
const outDir = benchOut('keystroke');

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Figures {
  n: number;
  median: number;
  p95: number;
}
const figures = (samples: number[]): Figures => ({
  n: samples.length,
  median: median(samples),
  p95: percentile(samples, 95),
});

export async function runKeystrokeBench(rounds = 3): Promise<void> {
  // Its own small config: the page needs only React; the engine's code is what it imports.
  await build({
    configFile: false,
    root: pageDir,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  let server: ServedFolder | undefined;
  let browser: Browser | undefined;
  try {
    server = await serveFolder(outDir);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const samples: Record<Side, number[]> = { engine: [], stock: [] };
    for (let round = 1; round <= rounds; round++) {
      const order: Side[] = round % 2 ? ['engine', 'stock'] : ['stock', 'engine'];
      for (const side of order) {
        const got = await typeInto(browser, server.url, side);
        samples[side].push(...got);
        console.info(
          `keystroke: round ${round}/${rounds} ${side.padEnd(6)} median ${median(got).toFixed(1)} ms, p95 ${percentile(got, 95).toFixed(1)} ms`,
        );
      }
    }
    const engine = figures(samples.engine);
    const stock = figures(samples.stock);
    const ratio = { median: engine.median / stock.median, p95: engine.p95 / stock.p95 };
    const met = ratio.median <= 1 && ratio.p95 <= 1;
    const playwright = (
      JSON.parse(
        readFileSync(new URL(import.meta.resolve('playwright-core/package.json')), 'utf8'),
      ) as { version: string }
    ).version;
    const machine = `${cpuModel()}, ${coreCount()} cores (shared), Chromium ${browser.version()}, playwright-core ${playwright}, Node ${process.version}`;
    await writeFormattedSection(
      'keystroke',
      [
        `## Form engine keystroke latency: SchemaForm vs stock RJSF (${stamp()})`,
        '',
        `Machine: ${machine}.`,
        'Page: bench/keystroke/page, a generated 40-field form package (24 text fields with pattern and',
        'min/maxLength, 16 integer fields with minimum/maximum, every third required), rendered by the',
        "portal's SchemaForm or by stock `@rjsf/core` Form + `@rjsf/validator-ajv8` with `liveValidate`",
        '(same JSON Schema). Chromium at 4x CPU (CDP `Emulation.setCPUThrottlingRate`), 100 keys per side',
        `per round into 10 text fields, ${rounds} round(s), sides alternating first. Latency = keydown`,
        "timeStamp to the first task after the next frame (rAF + MessageChannel), i.e. React's commit and",
        'the paint included.',
        '',
        '| form | keystrokes | median ms | p95 ms |',
        '| --- | --- | --- | --- |',
        `| engine (SchemaForm) | ${engine.n} | ${engine.median.toFixed(1)} | ${engine.p95.toFixed(1)} |`,
        `| stock RJSF, liveValidate | ${stock.n} | ${stock.median.toFixed(1)} | ${stock.p95.toFixed(1)} |`,
        `| **engine / stock** | | **${ratio.median.toFixed(2)}x** | **${ratio.p95.toFixed(2)}x** |`,
        '',
        `Target of the speed issue: the engine no slower than stock RJSF (ratio ≤ 1.00 at median and p95): **${met ? 'met' : 'not met'}**.`,
      ].join('\n'),
    );
    console.info(
      `keystroke: engine median ${engine.median.toFixed(1)} / p95 ${engine.p95.toFixed(1)} ms; stock ${stock.median.toFixed(1)} / ${stock.p95.toFixed(1)} ms; ratio ${ratio.median.toFixed(2)}x / ${ratio.p95.toFixed(2)}x (${met ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser?.close();
    await server?.close();
  }
}

if (isMain(import.meta.url)) {
  await runKeystrokeBench(Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3));
}
