/**
 * The section "Model paths through the UI" of bench/RESULTS.md, made from the reports
 * tests/e2e/model-paths.e2e.ts leaves in reports/ui-model/ (`npm run ui-model:results` writes it).
 * Text only, no file access: its unit test runs it as it is.
 */
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
