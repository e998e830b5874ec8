/**
 * `npm run bench:web`: Lighthouse figures of the portal against a plain baseline page, then the
 * form-engine keystroke benchmark (bench/keystroke). Writes the 'web' and 'keystroke' sections of
 * bench/RESULTS.md and prints a summary. A measurement, never a test: nothing here fails on a
 * figure. Env: BENCH_RUNS (default 3), BENCH_ROUTES (comma list of portal paths), BENCH_KEYSTROKE=0
 * to leave the keystroke part out, BENCH_TYPEABLE=0 the first-field-typing part (typeableAt.ts). Sandbox, servers and Chromium are closed on success and error.
 */
import { loadavg } from 'node:os';
import { median, stamp } from '../results.ts';
import { measure, type Metrics } from './lighthouse.ts';
import { coreCount, cpuModel } from './machine.ts';
import { markdown, summarise, summaryLines } from './report.ts';
import { withSites } from './sites.ts';
import { routesFromEnv, targets } from './targets.ts';
import { writeFormattedSection } from './writeFormatted.ts';
import { runKeystrokeBench } from '../keystroke/run.ts';
import { runTypeableBench } from './typeableAt.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const list = targets(routesFromEnv());
const began = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

await withSites(
  async ({ browser, origins }) => {
    const results = new Map<string, Metrics[]>(list.map((t) => [t.id, []]));
    let lighthouse = '';
    // Interleaved: a slow spell of the shared machine then spreads over every target alike.
    for (let run = 1; run <= runs; run++) {
      for (const target of list) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
        const m = await measure(browser, origins[target.site], target, run).catch(() =>
          measure(browser, origins[target.site], target, run),
        );
        results.get(target.id)?.push(m);
        lighthouse = m.lighthouseVersion;
        console.info(
          `web: run ${run}/${runs} ${target.id.padEnd(24)} score ${m.score.toFixed(2)} LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms (${elapsed()})`,
        );
      }
    }

    const rows = summarise(list, results);
    const indexes = [...results.values()].flat().map((m) => m.benchmarkIndex);
    const machine = {
      cpu: cpuModel(),
      cores: coreCount(),
      chromium: (await browser.version()).replace(/^(Headless)?Chrome\//, ''),
      lighthouse,
      load: [loadAtStart, loadavg()[0] ?? 0] as [number, number],
      benchmarkIndex: [median(indexes), Math.min(...indexes), Math.max(...indexes)] as [
        number,
        number,
        number,
      ],
    };
    await writeFormattedSection('web', markdown(rows, machine, stamp()));
    console.info(['', ...summaryLines(rows), ''].join('\n'));
  },
  () => console.info(`web: built portal and baseline (${elapsed()})`),
);

if (process.env.BENCH_KEYSTROKE !== '0') await runKeystrokeBench(runs);
// Issue 28: when the first field takes typing that stays, against the plain page.
if (process.env.BENCH_TYPEABLE !== '0') console.info(await runTypeableBench());
console.info(`bench:web done in ${elapsed()}; figures in bench/RESULTS.md`);
