/**
 * `node bench/web/cpuTasks.ts`: main-thread blocking of the portal routes and the baseline page by
 * thread CPU time x4 (taskTimes.ts), a steadier figure than Lighthouse's TBT on a busy shared
 * machine. Same builds, servers and targets as `npm run bench:web` (slow-4G targets only; no
 * network or CPU throttling, the CPU time is scaled instead). Prints medians and ratios to the
 * baseline; writes nothing. Env: BENCH_RUNS (default 5), BENCH_ROUTES (comma list of portal paths).
 */
import { loadavg } from 'node:os';
import type { Browser } from 'puppeteer-core';
import { median } from '../results.ts';
import type { Target } from './lighthouse.ts';
import { withSites } from './sites.ts';
import { routesFromEnv, targets } from './targets.ts';
import { blockingOf, type Blocking, type TraceEvent } from './taskTimes.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const list = targets(routesFromEnv()).filter((t) => !t.profile.throttling);
/** The categories RunTask (with its CPU time) and script evaluation are traced under. */
const CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'];
/** After the network is quiet, the time the page gets to finish rendering. */
const SETTLE_MS = 1500;

/** One load of `target` in a fresh context, traced; its blocking. */
async function traceOnce(browser: Browser, origin: string, target: Target): Promise<Blocking> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
    if (target.prepare) await target.prepare(page, origin);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = await page.tracing.stop();
    if (target.check) await target.check(page);
    const parsed = JSON.parse(Buffer.from(trace ?? []).toString()) as { traceEvents: TraceEvent[] };
    return blockingOf(parsed.traceEvents);
  } finally {
    await context.close();
  }
}

await withSites(async ({ browser, origins }) => {
  const load = loadavg()[0] ?? 0;
  const results = new Map<string, Blocking[]>(list.map((t) => [t.id, []]));
  // Interleaved, like bench:web: a slow spell of the machine spreads over every target alike.
  for (let run = 0; run < runs; run++)
    for (const target of list)
      results.get(target.id)?.push(await traceOnce(browser, origins[target.site], target));

  const blocking = (id: string) => median((results.get(id) ?? []).map((b) => b.all));
  const base = blocking('baseline');
  const endLoad = (loadavg()[0] ?? 0).toFixed(1);
  console.info(`cpu-tasks: ${runs} runs, load average ${load.toFixed(1)} -> ${endLoad}`);
  console.info('target                      blocking  /base  long tasks');
  for (const [id, values] of results) {
    const tasks = median(values.map((b) => b.longTasks)).toFixed(0);
    const ratio = (blocking(id) / base).toFixed(2);
    console.info(
      `${id.padEnd(26)}${blocking(id).toFixed(0).padStart(7)} ms  ${ratio}x ${tasks.padStart(6)}`,
    );
  }
});
