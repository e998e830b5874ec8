/**
 * `npm run ui-model:results`: writes the section "Model paths through the UI" of
 * bench/RESULTS.md from what the last run of tests/e2e/model-paths.e2e.ts left in
 * reports/ui-model/<machine>.json (one row per machine), so no figure there is typed by hand.
 * The section replaces the previous one of the same name, or is appended.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { UiModelReport } from '../tests/e2e/model/runner.ts';

export const HEADING = '## Model paths through the UI';

/** What the e2e run writes per machine (older reports lack the load average). */
export type UiModelRow = Omit<UiModelReport, 'loadAverage'> & { loadAverage?: number };

const skippedText = (skipped: Record<string, number>) =>
  Object.entries(skipped)
    .map(([why, n]) => `${n}: ${why}`)
    .join('; ') || '-';

/** The section's markdown: a table row per machine and the run's time. */
export function resultsSection(rows: UiModelRow[], stamp: string): string {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const lines = [
    `${HEADING} (${stamp})`,
    '',
    'The shortest path to every state of each machine (tests/model/<m>.spec.ts), walked in Chromium',
    'against the sandbox by tests/e2e/model-paths.e2e.ts; after each step the tags the oracle says',
    'hold are looked for on screen. States and transitions: reached by the paths that ran, of all',
    "the machine's state nodes and transition definitions. Written by `npm run ui-model:results`",
    'from reports/ui-model/*.json.',
    '',
    '| machine | states reached | transitions taken | paths run | steps checked (tag checks) | paths skipped, and why | time (load average) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.statesReached} / ${r.statesTotal} | ${r.transitionsTaken} / ${r.transitionsTotal} | ` +
        `${r.pathsRun} / ${r.pathsTotal} | ${r.stepsChecked} (${r.tagChecks}) | ${skippedText(r.skipped)} | ${(r.ms / 1000).toFixed(1)} s (${r.loadAverage ?? '?'}) |`,
    ),
    '',
    `All machines: ${(total / 1000).toFixed(1)} s of tests (the portal's build and the browser's start come before; on 2 cores the time grows with the load average shown).`,
    '',
  ];
  return lines.join('\n');
}

/** `markdown` with the section replaced (up to the next level-2 heading), or appended. */
export function withSection(markdown: string, section: string): string {
  const start = markdown.indexOf(`\n${HEADING}`);
  if (start === -1) return `${markdown.replace(/\n*$/, '\n\n')}${section}`;
  const next = markdown.indexOf('\n## ', start + 1);
  const tail = next === -1 ? '' : markdown.slice(next + 1);
  return `${markdown.slice(0, start + 1)}${section}${tail ? `\n${tail}` : ''}`;
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const dir = `${root}reports/ui-model/`;
  if (!existsSync(dir)) {
    console.error(
      `No ${dir}: run npx vitest run --project e2e tests/e2e/model-paths.e2e.ts first.`,
    );
    process.exit(1);
  }
  const rows = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as UiModelRow);
  const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${process.platform}/${process.arch}`;
  const section = resultsSection(rows, stamp);
  const file = `${root}bench/RESULTS.md`;
  const text = withSection(readFileSync(file, 'utf8'), section);
  // Formatted as `npm run lint` checks it (prettier pads the table's columns).
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: file }));
  console.info(section);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
