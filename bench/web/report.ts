/**
 * Turns the runs into the 'web' section of bench/RESULTS.md and a short stdout summary: medians
 * per target, ratios to the baseline under the same profile, and the speed issue's targets
 * marked met / not met beside the figures they judge.
 */
import { median } from '../results.ts';
import type { Metrics, Target } from './lighthouse.ts';

export interface Row {
  target: Target;
  /** Per-metric medians of the runs. */
  m: Omit<Metrics, 'lighthouseVersion' | 'benchmarkIndex'>;
  runs: number;
  lcpRatio: number;
  tbtRatio: number;
}

export interface Machine {
  cpu: string;
  cores: number;
  chromium: string;
  lighthouse: string;
  /** 1-minute load average when the runs began and ended. */
  load: [number, number];
  /** Lighthouse benchmarkIndex over all runs: median, min, max. */
  benchmarkIndex: [number, number, number];
}

const KEYS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'longTasks'] as const;

/** Medians per target and the ratios to the baseline of the same profile. */
export function summarise(targets: Target[], runs: Map<string, Metrics[]>): Row[] {
  const medians = new Map(
    targets.map((t) => {
      const list = runs.get(t.id) ?? [];
      const m = Object.fromEntries(KEYS.map((k) => [k, median(list.map((r) => r[k]))]));
      return [t.id, { m: m as Row['m'], runs: list.length }];
    }),
  );
  return targets.map((target) => {
    const own = medians.get(target.id)!;
    const base = targets.find((t) => t.site === 'baseline' && t.profile === target.profile);
    const b = base ? medians.get(base.id)?.m : undefined;
    return {
      target,
      ...own,
      lcpRatio: b ? own.m.lcp / b.lcp : NaN,
      tbtRatio: b ? ratio(own.m.tbt, b.tbt) : NaN,
    };
  });
}

/** TBT is often 0 ms: 0/0 counts as 1 (no worse), x/0 as infinite. */
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : v === Infinity ? '∞' : '–');
const label = (t: Target) => `${t.site === 'portal' ? 'portal' : 'baseline'} \`${t.path}\``;

interface Verdict {
  goal: string;
  figures: string;
  met: boolean;
}

/** The speed issue's targets against the rows (only those the measured rows can judge). */
export function verdicts(rows: Row[]): Verdict[] {
  const portal4g = rows.filter((r) => r.target.site === 'portal' && !r.target.profile.throttling);
  const all = (
    pick: (r: Row) => number,
    ok: (v: number) => boolean,
    fmt: (v: number) => string,
  ) => ({
    figures: portal4g.map((r) => `${r.target.path} ${fmt(pick(r))}`).join(', '),
    met: portal4g.length > 0 && portal4g.every((r) => ok(pick(r))),
  });
  const list: Verdict[] = [
    {
      goal: 'performance score ≥ 0.95 on each portal route',
      ...all(
        (r) => r.m.score,
        (v) => v >= 0.95,
        (v) => v.toFixed(2),
      ),
    },
    {
      goal: 'LCP ≤ 0.8x the baseline',
      ...all(
        (r) => r.lcpRatio,
        (v) => v <= 0.8,
        x,
      ),
    },
    {
      goal: 'TBT ≤ 0.5x the baseline',
      ...all(
        (r) => r.tbtRatio,
        (v) => v <= 0.5,
        x,
      ),
    },
    {
      goal: 'CLS ≤ 0.02',
      ...all(
        (r) => r.m.cls,
        (v) => v <= 0.02,
        (v) => v.toFixed(3),
      ),
    },
  ];
  const home3g = rows.find((r) => r.target.site === 'portal' && r.target.profile.throttling);
  if (home3g)
    list.push({
      goal: '3G-like LCP of `/` ≤ 2.5 s',
      figures: `${(home3g.m.lcp / 1000).toFixed(2)} s`,
      met: home3g.m.lcp <= 2500,
    });
  return list;
}

export function markdown(rows: Row[], machine: Machine, when: string): string {
  const table = rows.map((r) =>
    [
      label(r.target),
      r.target.profile.name,
      r.m.score.toFixed(2),
      ms(r.m.fcp),
      ms(r.m.lcp),
      ms(r.m.tbt),
      r.m.cls.toFixed(3),
      (r.m.jsBytes / 1024).toFixed(1),
      String(r.m.longTasks),
      r.target.site === 'baseline' ? '1.00x' : x(r.lcpRatio),
      r.target.site === 'baseline' ? '1.00x' : x(r.tbtRatio),
    ].join(' | '),
  );
  const goals = verdicts(rows).map(
    (v) => `| ${v.goal} | ${v.figures} | ${v.met ? 'met' : 'not met'} |`,
  );
  const runs = Math.min(...rows.map((r) => r.runs));
  const load = `${machine.load[0].toFixed(1)} at start, ${machine.load[1].toFixed(1)} at end`;
  const [index, low, high] = machine.benchmarkIndex.map(Math.round);
  const bench = `median ${index} (min ${low}, max ${high})`;
  return `## Web performance: Lighthouse, portal vs baseline page (${when})

Machine: ${machine.cpu}, ${machine.cores} cores (shared), Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}.
Load average ${load}; Lighthouse benchmarkIndex ${bench} (higher = faster; a busy shared box shows here first).
\`npm run bench:web\`: Lighthouse performance category, mobile form factor, simulated throttling: slow 4G is
Lighthouse's default (150 ms RTT, 1.6 Mbps, 4x CPU), 3G-like is 300 ms RTT, 700 kbps, 4x CPU.
Median of ${runs} run(s) per target, runs interleaved (run 1 of every target, then run 2 ...), each
in a fresh browser context with an empty cache. Portal: the repo's \`vite build\` served by the
sandbox (\`startSandbox\`, \`:memory:\` db); \`/payment/start\` with a TZS 1000 prepaid recharge in
sessionStorage (checked: the options load and a method opens). Baseline: bench/web/baseline, one
stock 5-field RJSF form with react, react-router-dom, xstate, i18next, ky and jsencrypt in one
bundle, served gzip with CDN cache headers. Times in ms; JS = script bytes transferred; long tasks =
main-thread tasks over 100 ms as simulated at 4x CPU; ratios against the baseline of the same profile.

| page | profile | score | FCP | LCP | TBT | CLS | JS KiB | long tasks | LCP/base | TBT/base |
| ---- | ------- | ----- | --- | --- | --- | --- | ------ | ---------- | -------- | -------- |
${table.map((line) => `| ${line} |`).join('\n')}

Targets of the speed issue:

| target | figures | verdict |
| ------ | ------- | ------- |
${goals.join('\n')}
`;
}

/** A few lines for the terminal. */
export function summaryLines(rows: Row[]): string[] {
  const lines = rows.map(
    (r) =>
      `${`${r.target.id} (${r.target.profile.name})`.padEnd(36)} score ${r.m.score.toFixed(2)}  LCP ${ms(r.m.lcp).padStart(5)} ms  TBT ${ms(r.m.tbt).padStart(5)} ms  CLS ${r.m.cls.toFixed(3)}  JS ${(r.m.jsBytes / 1024).toFixed(0).padStart(4)} KiB  long ${r.m.longTasks}`,
  );
  for (const v of verdicts(rows))
    lines.push(`${v.met ? 'met    ' : 'NOT met'} ${v.goal}: ${v.figures}`);
  return lines;
}
